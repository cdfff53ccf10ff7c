import * as Contract from '@club/contracts';
import { CONVERSATION_STATUSES, DEPOSIT_GAMES, VISITOR_CHAT_KINDS } from '@club/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { PaymentResponseDto } from '../../payments/dto/payment-response.dto.js';

export class CustomerConversationView implements Contract.CustomerConversationView<Date> {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() subject: string;
  @ApiProperty({ enum: CONVERSATION_STATUSES }) status: Contract.ConversationStatus;
  @ApiProperty({ type: String, format: 'date-time' }) lastMessageAt: Date;
}

export class MemberCustomerView implements Contract.MemberCustomerView<Date> {
  @ApiProperty({ enum: ['user'] }) kind: 'user';
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty() username: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The member's own nickname" })
  nickname: string | null;
  @ApiProperty({ type: String, nullable: true, description: "Support's label for the member" })
  supportLabel: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) memberSince: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) vipUntil: Date | null;
  @ApiProperty() isPremium: boolean;
  @ApiProperty() tournamentEntries: number;
  @ApiProperty({ type: [PaymentResponseDto] }) payments: PaymentResponseDto[];
  @ApiProperty({ type: [CustomerConversationView] })
  otherConversations: CustomerConversationView[];
}

export class VisitorCustomerView implements Contract.VisitorCustomerView<Date> {
  @ApiProperty({ enum: VISITOR_CHAT_KINDS }) kind: Contract.VisitorChatKind;
  @ApiProperty({ type: String, nullable: true }) displayName: string | null;
  @ApiProperty({ description: 'The device id, or the guest name' }) deviceId: string;
  @ApiProperty({ type: String, format: 'date-time' }) firstSeen: Date;
  @ApiProperty({ type: String, nullable: true, example: '/poker' }) startedOnPage: string | null;
  @ApiProperty({ type: String, enum: DEPOSIT_GAMES, nullable: true })
  startedForGame: Contract.DepositGame | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The address the visitor left for a reply while no one was online',
  })
  followUpEmail: string | null;
  @ApiProperty({ type: [CustomerConversationView] })
  otherConversations: CustomerConversationView[];
}
