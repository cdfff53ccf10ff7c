import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  INBOX_LIST,
  NOTE_ERROR,
  NOTE_MAX_LENGTH,
  type ConversationNoteView,
  type CreateNoteRequest,
  type InboxList,
  type NoteAuthorView,
} from '@club/contracts';
import { StripBidiControlsAndTrim } from '../../chat/dto/bidi-controls.js';

export class CreateNoteDto implements CreateNoteRequest {
  @ApiProperty({ minLength: 1, maxLength: NOTE_MAX_LENGTH })
  @StripBidiControlsAndTrim()
  @MaxLength(NOTE_MAX_LENGTH, { message: NOTE_ERROR.contentTooLong })
  @IsNotEmpty({ message: NOTE_ERROR.contentRequired })
  @IsString({ message: NOTE_ERROR.contentNotText })
  @IsDefined({ message: NOTE_ERROR.contentRequired })
  content: string;
}

export class NoteAuthorDto implements NoteAuthorView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() username: string;
}

export class ConversationNoteDto implements ConversationNoteView<Date> {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'uuid' }) conversationId: string;
  @ApiProperty({ enum: Object.values(INBOX_LIST) }) conversationKind: InboxList;
  @ApiProperty({ type: NoteAuthorDto, nullable: true, description: 'null once the admin is gone' })
  author: NoteAuthorDto | null;
  @ApiProperty() content: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When its author last edited it; null if never',
  })
  updatedAt: Date | null;
}
