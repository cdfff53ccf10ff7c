import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { StripBidiControlsAndTrim } from '../../chat/dto/bidi-controls.js';
import { SUBJECTS, type DepositGame, type SentMessageType, type Subject } from '@club/contracts';
import {
  ClientMessageIdField,
  IgnoredFlag,
  ImageUrlField,
  MessageContent,
  MessageTypeField,
} from '../../chat/dto/message-fields.js';
import { DepositGameField, StartedOnPageField } from './chat-origin-fields.js';
import { DeviceIdField, VisitorNameField } from './visitor-fields.js';

const ConversationIdField = () =>
  IsUUID('all', { message: 'conversationId must be a conversation id' });

export class DeviceConversationDto {
  @DeviceIdField()
  deviceId: string;

  @VisitorNameField('displayName', true)
  displayName?: string;

  @StartedOnPageField()
  page?: string;

  @DepositGameField()
  game?: DepositGame;
}

export class DeviceMessageDto {
  @ApiProperty({ format: 'uuid' })
  @ConversationIdField()
  conversationId: string;

  @DeviceIdField()
  deviceId: string;

  @MessageContent()
  content?: string;

  @MessageTypeField()
  messageType?: SentMessageType;

  @ClientMessageIdField()
  clientMessageId?: string;

  @IgnoredFlag('visitors never write support messages')
  isFromAdmin?: boolean;

  @ApiPropertyOptional({
    type: String,
    description: 'Ignored: visitors never write support messages',
    nullable: true,
  })
  @IsOptional()
  @ValidateIf((_object, value) => value !== null)
  @IsUUID('all', { message: 'adminSenderId must be an id' })
  adminSenderId?: string | null;
}

export class RenameDto {
  @VisitorNameField('displayName')
  displayName: string;
}

export class GuestLookupQueryDto {
  @VisitorNameField('username')
  username: string;

  @ApiPropertyOptional({ description: 'Ignored (cache buster)' })
  @IsOptional()
  @IsString()
  t?: string;
}

export class GuestConversationDto {
  @VisitorNameField('username')
  username: string;

  @ApiPropertyOptional({ enum: SUBJECTS, default: 'Support' })
  @IsOptional()
  @IsIn(SUBJECTS, { message: `subject must be one of: ${SUBJECTS.join(', ')}` })
  subject?: Subject;

  @StartedOnPageField()
  page?: string;

  @DepositGameField()
  game?: DepositGame;
}

export class GuestMessageDto {
  @MessageContent()
  content?: string;

  @MessageTypeField()
  messageType?: SentMessageType;

  @ImageUrlField()
  imageUrl?: string | null;

  @ClientMessageIdField()
  clientMessageId?: string;

  @IgnoredFlag('visitors never write support messages')
  isFromAdmin?: boolean;

  @ApiPropertyOptional({ description: 'Ignored: the conversation knows its guest name' })
  @IsOptional()
  username?: string;
}

/** Multipart fields of the visitor image uploads (the file itself is "image"). */
export class DeviceUploadFieldsDto {
  @ApiProperty({ format: 'uuid' })
  @ConversationIdField()
  conversationId: string;

  @DeviceIdField()
  deviceId: string;

  @MessageContent()
  content?: string;

  @ClientMessageIdField()
  clientMessageId?: string;
}

export class GuestUploadFieldsDto {
  @ApiProperty({ format: 'uuid' })
  @ConversationIdField()
  conversationId: string;

  @MessageContent('caption')
  caption?: string;

  @ClientMessageIdField()
  clientMessageId?: string;
}

export class AdminAnonymousMessageDto {
  @ApiProperty({ format: 'uuid' })
  @ConversationIdField()
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

export class AdminRenameDto {
  @ApiProperty({ maxLength: 50, description: 'Empty clears the name' })
  @StripBidiControlsAndTrim()
  @MaxLength(50, { message: 'displayName must be at most 50 characters' })
  @IsString({ message: 'displayName must be text' })
  displayName: string;
}
