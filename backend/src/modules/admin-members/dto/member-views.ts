import * as Contract from '@club/contracts';
import { ACCOUNT_STATUSES, USER_ROLES } from '@club/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { CustomerConversationView } from '../../customer-context/dto/customer-views.js';
import { PaymentResponseDto } from '../../payments/dto/payment-response.dto.js';

export class MemberViewDto implements Contract.MemberView<Date> {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() username: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty({ enum: USER_ROLES }) role: Contract.UserRole;
  @ApiProperty({ enum: ACCOUNT_STATUSES }) status: Contract.AccountStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) vipUntil: Date | null;
  @ApiProperty() isPremium: boolean;
  @ApiProperty() tournamentEntries: number;
  @ApiProperty({ type: String, format: 'date-time' }) memberSince: Date;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: "The account's last request, to the minute",
  })
  lastSeenAt: Date | null;
}

export class MemberDetailDto extends MemberViewDto implements Contract.MemberDetailView<Date> {
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The member's own nickname" })
  nickname: string | null;
  @ApiProperty({ type: String, nullable: true, description: "Support's label for the member" })
  supportLabel: string | null;
  @ApiProperty() emailVerified: boolean;
  @ApiProperty({ description: 'Two-factor sign-in is on (an authenticator confirmed)' })
  twoFactorEnabled: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) disabledAt: Date | null;
  @ApiProperty({ type: [PaymentResponseDto], description: 'Newest first' })
  payments: PaymentResponseDto[];
  @ApiProperty({ description: 'All purchases of the member' }) paymentCount: number;
  @ApiProperty({ type: [CustomerConversationView], description: 'Newest activity first' })
  conversations: CustomerConversationView[];
}
