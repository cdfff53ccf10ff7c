import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  SAVED_REPLY_CONTENT_MAX_LENGTH,
  SAVED_REPLY_ERROR,
  SAVED_REPLY_SHORTCUT_MAX_LENGTH,
  SAVED_REPLY_SHORTCUT_PATTERN,
  SAVED_REPLY_TITLE_MAX_LENGTH,
  type SavedReplyRequest,
  type SavedReplyView,
} from '@club/contracts';
import { StripBidiControls, StripBidiControlsAndTrim } from '../../chat/dto/bidi-controls.js';

/**
 * Each field's rules, the same for create and edit, in the order they are checked (applied one
 * after the other, so the first problem found is the one reported).
 */
const TITLE = [
  StripBidiControlsAndTrim(),
  IsString({ message: SAVED_REPLY_ERROR.notText }),
  IsNotEmpty({ message: SAVED_REPLY_ERROR.titleRequired }),
  MaxLength(SAVED_REPLY_TITLE_MAX_LENGTH, { message: SAVED_REPLY_ERROR.titleTooLong }),
];
const SHORTCUT = [
  StripBidiControlsAndTrim(),
  IsString({ message: SAVED_REPLY_ERROR.notText }),
  IsNotEmpty({ message: SAVED_REPLY_ERROR.shortcutRequired }),
  MaxLength(SAVED_REPLY_SHORTCUT_MAX_LENGTH, { message: SAVED_REPLY_ERROR.shortcutTooLong }),
  Matches(SAVED_REPLY_SHORTCUT_PATTERN, { message: SAVED_REPLY_ERROR.shortcutInvalid }),
];
const CONTENT = [
  StripBidiControls(),
  IsString({ message: SAVED_REPLY_ERROR.notText }),
  IsNotEmpty({ message: SAVED_REPLY_ERROR.contentRequired }),
  MaxLength(SAVED_REPLY_CONTENT_MAX_LENGTH, { message: SAVED_REPLY_ERROR.contentTooLong }),
];

const TITLE_DOC = { minLength: 1, maxLength: SAVED_REPLY_TITLE_MAX_LENGTH };
const SHORTCUT_DOC = {
  minLength: 1,
  maxLength: SAVED_REPLY_SHORTCUT_MAX_LENGTH,
  pattern: SAVED_REPLY_SHORTCUT_PATTERN.source,
  description: 'Typed after / in the composer; unique ignoring case',
};
const CONTENT_DOC = { minLength: 1, maxLength: SAVED_REPLY_CONTENT_MAX_LENGTH };

const Required = (doc: object, rules: PropertyDecorator[], missing: string) =>
  applyDecorators(ApiProperty(doc), IsDefined({ message: missing }), ...rules);
const Optional = (doc: object, rules: PropertyDecorator[]) =>
  applyDecorators(ApiPropertyOptional(doc), IsOptional(), ...rules);

export class SavedReplyDto implements SavedReplyRequest {
  @Required(TITLE_DOC, TITLE, SAVED_REPLY_ERROR.titleRequired)
  title: string;

  @Required(SHORTCUT_DOC, SHORTCUT, SAVED_REPLY_ERROR.shortcutRequired)
  shortcut: string;

  @Required(CONTENT_DOC, CONTENT, SAVED_REPLY_ERROR.contentRequired)
  content: string;
}

/** `PATCH`: any of the fields; those left out keep their value. */
export class UpdateSavedReplyDto implements Partial<SavedReplyRequest> {
  @Optional(TITLE_DOC, TITLE)
  title?: string;

  @Optional(SHORTCUT_DOC, SHORTCUT)
  shortcut?: string;

  @Optional(CONTENT_DOC, CONTENT)
  content?: string;
}

export class SavedReplyViewDto implements SavedReplyView<Date> {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty() shortcut: string;
  @ApiProperty() content: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}
