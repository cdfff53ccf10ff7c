import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { CLIENT_MESSAGE_ID_INVALID, MESSAGE_MAX_LENGTH, SENT_MESSAGE_TYPES } from '@club/contracts';
import { StripBidiControls } from './bidi-controls.js';

/**
 * Message text: at most 4,000 characters (may be empty when an image is attached), under the
 * name `field` of the request (an upload's caption), stored without bidi controls.
 * applyDecorators applies in order, so here the basic type check comes first.
 */
export const MessageContent = (field = 'content') =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: MESSAGE_MAX_LENGTH, default: '' }),
    StripBidiControls(),
    IsOptional(),
    IsString({ message: `${field} must be text` }),
    MaxLength(MESSAGE_MAX_LENGTH, {
      message: `${field} must be at most ${MESSAGE_MAX_LENGTH} characters`,
    }),
  );

export const MessageTypeField = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: SENT_MESSAGE_TYPES, default: 'text' }),
    IsOptional(),
    IsIn(SENT_MESSAGE_TYPES, { message: 'messageType must be text or image' }),
  );

export const ImageUrlField = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      description: 'URL answered by an upload endpoint',
      example: '/api/uploads/3f2a….png',
    }),
    IsOptional(),
    ValidateIf((_object, value) => value !== null),
    IsString({ message: 'imageUrl must be text' }),
    MaxLength(255, { message: 'imageUrl must be at most 255 characters' }),
  );

/** The browser's id for a send (contracts: `IdempotentSend`): a repeat answers the stored message. */
export const ClientMessageIdField = () =>
  applyDecorators(
    ApiPropertyOptional({
      format: 'uuid',
      description:
        "The sender's own id for this message (crypto.randomUUID()); sending again with the same id answers the message already stored instead of storing another",
    }),
    IsOptional(),
    IsUUID('all', { message: CLIENT_MESSAGE_ID_INVALID }),
  );

/** Accepted for compatibility with the spec's clients and ignored: the server decides. */
export const IgnoredFlag = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ description: `Ignored: ${description}` }),
    IsOptional(),
    IsBoolean({ message: 'isFromAdmin must be true or false' }),
  );
