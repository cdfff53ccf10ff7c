import type { StoreCatalogueView, StorePackageId, StorePackageView } from '@club/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class StorePackageDto implements StorePackageView {
  @ApiProperty({ enum: ['tournament', 'vip', 'premium'] })
  id: StorePackageId;

  @ApiProperty({ example: 'VIP Access' })
  name: string;

  @ApiProperty({ description: 'Price in cents', example: 5000 })
  amount: number;

  @ApiProperty({ example: 'usd' })
  currency: string;

  @ApiProperty({ description: 'What POST /api/create-payment takes', example: 'demo_vip' })
  priceId: string;

  @ApiProperty({
    description: 'True when buying it makes no payment (demo_ price id or Stripe not configured)',
  })
  demo: boolean;

  @ApiProperty({ description: 'Marked "Most Popular"' })
  popular: boolean;

  @ApiProperty({ example: '30-day VIP access' })
  summary: string;

  @ApiProperty({ type: [String] })
  features: string[];
}

export class StorePackagesDto implements StoreCatalogueView {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Stripe publishable key for Stripe.js; null in demo mode',
  })
  publishableKey: string | null;

  @ApiProperty({ type: [StorePackageDto] })
  packages: StorePackageDto[];
}
