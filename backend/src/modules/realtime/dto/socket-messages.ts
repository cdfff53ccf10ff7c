import { Allow, IsUUID } from 'class-validator';
import type { SentMessageType } from '@club/contracts';
import {
  ClientMessageIdField,
  ImageUrlField,
  MessageContent,
  MessageTypeField,
} from '../../chat/dto/message-fields.js';

/** {type:'send_message', …}; isFromAdmin, username and userId are accepted and ignored; other fields are refused. */
export class SocketSendMessageDto {
  /** The frame's name. */
  @Allow()
  type?: unknown;

  /** Sent by the spec's clients; the server decides who speaks for support. */
  @Allow()
  isFromAdmin?: unknown;

  /** The guest widget names itself; the socket's cookie decides who it is. */
  @Allow()
  username?: unknown;

  @Allow()
  userId?: unknown;

  @IsUUID('all', { message: 'conversationId must be a conversation id' })
  conversationId: string;

  @MessageContent()
  content?: string;

  @MessageTypeField()
  messageType?: SentMessageType;

  @ImageUrlField()
  imageUrl?: string | null;

  @ClientMessageIdField()
  clientMessageId?: string;
}
