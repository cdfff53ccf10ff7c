import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, MaxLength, MinLength } from 'class-validator';
import {
  MESSAGE_SEARCH_ERROR,
  MESSAGE_SEARCH_MAX_LENGTH,
  MESSAGE_SEARCH_MIN_LENGTH,
  type MemberMessageHitView,
  type SnippetPart,
  type VisitorMessageHitView,
} from '@club/contracts';
import { StripBidiControlsAndTrim } from '../../chat/dto/bidi-controls.js';
import { AdminConversationView } from '../../chat/dto/chat-views.js';
import { AdminAnonymousConversationView } from '../../anonymous-chat/dto/anonymous-views.js';

export class MessageSearchQueryDto {
  @ApiProperty({
    minLength: MESSAGE_SEARCH_MIN_LENGTH,
    maxLength: MESSAGE_SEARCH_MAX_LENGTH,
    description: 'Text to find inside messages, ignoring case',
  })
  @StripBidiControlsAndTrim()
  @MaxLength(MESSAGE_SEARCH_MAX_LENGTH, { message: MESSAGE_SEARCH_ERROR.tooLong })
  @MinLength(MESSAGE_SEARCH_MIN_LENGTH, { message: MESSAGE_SEARCH_ERROR.tooShort })
  @IsString({ message: MESSAGE_SEARCH_ERROR.notText })
  @IsDefined({ message: MESSAGE_SEARCH_ERROR.tooShort })
  q: string;
}

export class SnippetPartView implements SnippetPart {
  @ApiProperty() text: string;
  @ApiProperty({ description: 'Whether this part is the searched text' }) match: boolean;
}

export class MemberMessageHitDto implements MemberMessageHitView<Date> {
  @ApiProperty({ type: AdminConversationView }) conversation: AdminConversationView;
  @ApiProperty({ description: 'The newest matching message' }) messageId: number;
  @ApiProperty({ type: String, format: 'date-time' }) messageCreatedAt: Date;
  @ApiProperty({ type: [SnippetPartView] }) snippet: SnippetPartView[];
}

export class VisitorMessageHitDto implements VisitorMessageHitView<Date> {
  @ApiProperty({ type: AdminAnonymousConversationView })
  conversation: AdminAnonymousConversationView;
  @ApiProperty({ description: 'The newest matching message' }) messageId: number;
  @ApiProperty({ type: String, format: 'date-time' }) messageCreatedAt: Date;
  @ApiProperty({ type: [SnippetPartView] }) snippet: SnippetPartView[];
}
