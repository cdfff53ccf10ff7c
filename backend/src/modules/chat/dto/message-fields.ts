import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { MAX_MESSAGE_LENGTH, MESSAGE_TYPES } from '../chat.types.js';

/**
 * Message text: at most 4,000 characters (may be empty when an image is attached), under the
 * name `field` of the request (an upload's caption). applyDecorators applies in order, so here
 * the basic type check comes first.
 */
export const MessageContent = (field = 'content') =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: MAX_MESSAGE_LENGTH, default: '' }),
    IsOptional(),
    IsString({ message: `${field} must be text` }),
    MaxLength(MAX_MESSAGE_LENGTH, { message: `${field} must be at most ${MAX_MESSAGE_LENGTH} characters` }),
  );

export const MessageTypeField = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: MESSAGE_TYPES, default: 'text' }),
    IsOptional(),
    IsIn(MESSAGE_TYPES, { message: 'messageType must be text or image' }),
  );

export const ImageUrlField = () =>
  applyDecorators(
    ApiPropertyOptional({ description: 'URL answered by an upload endpoint', example: '/api/uploads/3f2a….png' }),
    IsOptional(),
    ValidateIf((_object, value) => value !== null),
    IsString({ message: 'imageUrl must be text' }),
    MaxLength(255, { message: 'imageUrl must be at most 255 characters' }),
  );

/** Accepted for compatibility with the spec's clients and ignored: the server decides. */
export const IgnoredFlag = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ description: `Ignored: ${description}` }),
    IsOptional(),
    IsBoolean({ message: 'isFromAdmin must be true or false' }),
  );
