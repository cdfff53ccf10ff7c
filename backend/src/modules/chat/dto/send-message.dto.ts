import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, Matches } from 'class-validator';
import {
  BOT_TEMPLATES,
  DEPOSIT_GAMES,
  type BotTemplate,
  type DepositGame,
  type SentMessageType,
} from '@club/contracts';
import {
  ClientMessageIdField,
  IgnoredFlag,
  ImageUrlField,
  MessageContent,
  MessageTypeField,
} from './message-fields.js';

export class SendMessageDto {
  @ApiProperty({ format: 'uuid' })
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

  @ApiPropertyOptional({
    enum: DEPOSIT_GAMES,
    description: "With template 'deposit': the game whose deposit button was pressed",
  })
  @IsOptional()
  @IsIn(DEPOSIT_GAMES, { message: `game must be one of: ${DEPOSIT_GAMES.join(', ')}` })
  game?: DepositGame;

  @ApiPropertyOptional({
    maxLength: 64,
    description:
      "With template: the widget's id for this deposit request; asking again answers the same message",
  })
  @IsOptional()
  @IsString({ message: 'requestId must be text' })
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, {
    message: 'requestId must be 1 to 64 letters, digits, - or _',
  })
  requestId?: string;
}
