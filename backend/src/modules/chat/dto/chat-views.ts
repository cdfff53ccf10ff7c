import type * as Contract from '@club/contracts';
import type {
  MemberConversationView,
  MemberMessageView,
  AdminMemberMessageView,
  AdminMemberConversationView,
} from '@club/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PaymentRequestView } from '../../payment-requests/dto/payment-request-views.js';
import {
  AUTOMATIC_MESSAGES,
  CONVERSATION_STATUSES,
  MESSAGE_TYPES,
  type AutomaticMessage,
  type ConversationStatus,
  type MessageType,
} from '@club/contracts';

export class ConversationView implements MemberConversationView<Date> {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) adminId: string | null;
  @ApiProperty({ enum: CONVERSATION_STATUSES }) status: ConversationStatus;
  @ApiProperty({ example: 'Support' }) subject: string;
  @ApiProperty({ type: String, format: 'date-time' }) lastMessageAt: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) closedAt: Date | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

export class MessageView implements MemberMessageView<Date> {
  @ApiProperty({ description: 'Grows with every message: use it with ?after= to catch up' })
  id: number;
  @ApiProperty({ format: 'uuid' }) conversationId: string;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'null for bot messages',
  })
  senderId: string | null;
  @ApiProperty() content: string;
  @ApiProperty({ enum: MESSAGE_TYPES }) messageType: MessageType;
  @ApiProperty({ type: String, nullable: true }) imageUrl: string | null;
  @ApiProperty() isFromAdmin: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) readAt: Date | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiPropertyOptional({
    enum: AUTOMATIC_MESSAGES,
    description: 'Only on messages the server wrote on its own (shown as "Automatic message")',
  })
  automatic?: AutomaticMessage;
  @ApiPropertyOptional({
    type: PaymentRequestView,
    description: 'Only on payment_request messages: the request as it stands',
  })
  paymentRequest?: PaymentRequestView;
  @ApiPropertyOptional({
    format: 'uuid',
    description: "The id its writer's browser sent with it (clientMessageId), when it sent one",
  })
  clientMessageId?: string;
}

export class VisitorHistoryMergeView implements Contract.VisitorHistoryMergeView<Date> {
  @ApiProperty({ type: ConversationView, nullable: true })
  conversation: ConversationView | null;
  @ApiProperty({ description: 'Visitor conversations joined by this call (0 on a repeat)' })
  merged: number;
}

export class UserSummaryView implements Contract.UserSummaryView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() username: string;
  @ApiProperty({ type: String, nullable: true }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) nickname?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) supportLabel?: string | null;
  @ApiProperty() email: string;
}

export class AdminMessageView extends MessageView implements AdminMemberMessageView<Date> {
  @ApiProperty({ type: UserSummaryView, nullable: true }) sender: UserSummaryView | null;
}

export class LastMessageView implements Contract.LastMessageView<Date> {
  @ApiProperty() content: string;
  @ApiProperty({ enum: MESSAGE_TYPES }) messageType: MessageType;
  @ApiProperty() isFromAdmin: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

export class AdminConversationView
  extends ConversationView
  implements AdminMemberConversationView<Date>
{
  @ApiProperty({ enum: ['user'] }) kind: 'user';
  @ApiProperty({ type: UserSummaryView }) user: UserSummaryView;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The admin who holds it',
  })
  assigneeId: string | null;
  @ApiProperty({ description: 'Customer messages support has not read' }) unreadCount: number;
  @ApiProperty({ type: LastMessageView, nullable: true }) lastMessage: LastMessageView | null;
}

export class ChatStatsView implements Contract.ChatStatsView {
  @ApiProperty({ description: 'Conversations not closed (both lists)' }) open: number;
  @ApiProperty({
    description:
      'Of those, the ones whose newest message by a person is the customer\'s ("Waiting for Response")',
  })
  waiting: number;
  @ApiProperty({
    description: 'Closed since midnight in the club\'s time zone, CLUB_TIME_ZONE ("Closed Today")',
  })
  closedToday: number;
}
