import type {
  VisitorConversationView,
  VisitorMessageView,
  AdminVisitorConversationView,
} from '@club/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PaymentRequestView } from '../../payment-requests/dto/payment-request-views.js';
import {
  CONVERSATION_STATUSES,
  MESSAGE_TYPES,
  type ConversationStatus,
  type MessageType,
} from '@club/contracts';
import { LastMessageView } from '../../chat/dto/chat-views.js';

export class AnonymousConversationView implements VisitorConversationView<Date> {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'The device id, or the guest name for guest-named chats' })
  deviceId: string;
  @ApiProperty({ type: String, nullable: true }) displayName: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The guest name (guest-named chats)' })
  username: string | null;
  @ApiProperty({ enum: ['device', 'guest'] }) kind: 'device' | 'guest';
  @ApiProperty({ enum: CONVERSATION_STATUSES }) status: ConversationStatus;
  @ApiProperty() subject: string;
  @ApiProperty({ type: String, format: 'date-time' }) lastMessageAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ enum: [true] }) isAnonymous: true;
}

export class AnonymousMessageView implements VisitorMessageView<Date> {
  @ApiProperty({ description: 'Grows with every message: use it with ?after= to catch up' })
  id: number;
  @ApiProperty({ format: 'uuid' }) conversationId: string;
  @ApiProperty() deviceId: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The admin's id for support messages, else the visitor's device id or guest name",
  })
  senderId: string | null;
  @ApiProperty() content: string;
  @ApiProperty({ enum: MESSAGE_TYPES }) messageType: MessageType;
  @ApiProperty({ type: String, nullable: true }) imageUrl: string | null;
  @ApiProperty() isFromAdmin: boolean;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) adminSenderId: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) readAt: Date | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
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

export class AdminAnonymousConversationView
  extends AnonymousConversationView
  implements AdminVisitorConversationView<Date>
{
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) adminId: string | null;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The admin who holds it',
  })
  assigneeId: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) closedAt: Date | null;
  @ApiProperty({ description: 'Visitor messages support has not read' }) unreadCount: number;
  @ApiProperty({ type: LastMessageView, nullable: true }) lastMessage: LastMessageView | null;
}
