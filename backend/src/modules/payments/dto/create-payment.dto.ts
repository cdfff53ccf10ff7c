import type { CreatePaymentRequest, ClientSecretView, PaymentErrorView } from '@club/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** Only the package's price id: the amount is the server's. */
export class CreatePaymentDto implements CreatePaymentRequest {
  @ApiProperty({ maxLength: 255, example: 'price_1Q2w3E4r5T6y7U8i' })
  @MaxLength(255, { message: 'priceId must be at most 255 characters' })
  @IsNotEmpty({ message: 'priceId is required' })
  @IsString({ message: 'priceId must be text' })
  @IsDefined({ message: 'priceId is required' })
  priceId: string;
}

export class ClientSecretDto implements ClientSecretView {
  @ApiProperty({ description: 'Client secret of the PaymentIntent, for Stripe Elements' })
  clientSecret: string;
}

export class PaymentErrorDto implements PaymentErrorView {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty()
  message: string;

  @ApiProperty({ description: 'The same text as message, under the name the store client reads' })
  error: string;
}
