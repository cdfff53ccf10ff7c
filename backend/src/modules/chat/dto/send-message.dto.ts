import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { BOT_TEMPLATES, type BotTemplate, type MessageType } from '@club/contracts';
import { IgnoredFlag, ImageUrlField, MessageContent, MessageTypeField } from './message-fields.js';

export class SendMessageDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'conversationId must be a conversation id' })
  conversationId: string;

  @MessageContent()
  content?: string;

  @MessageTypeField()
  messageType?: MessageType;

  @ImageUrlField()
  imageUrl?: string | null;

  @IgnoredFlag(
    'a message is from support only when an admin sends it, or when it is a bot template',
  )
  isFromAdmin?: boolean;

  @ApiPropertyOptional({
    enum: BOT_TEMPLATES,
    description:
      'Ask for a server-written support message by name (the deposit start); content is then ignored',
  })
  @IsOptional()
  @IsIn(BOT_TEMPLATES, { message: `template must be one of: ${BOT_TEMPLATES.join(', ')}` })
  template?: BotTemplate;
}
