import {
  MERCHANDISE_PROVIDERS,
  type MerchandiseProvider,
  type MerchandiseSourceView,
} from '@club/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class MerchandiseSourceDto implements MerchandiseSourceView {
  @ApiProperty({ enum: MERCHANDISE_PROVIDERS, description: 'MERCH_PROVIDER' })
  provider: MerchandiseProvider;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The Printify shop (PRINTIFY_SHOP_ID); null for the local catalogue',
  })
  shopId: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When this instance last loaded the Printify catalogue; null if not yet, or local',
  })
  refreshedAt: string | null;
}
