import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { StripBidiControlsAndTrim } from '../../chat/dto/bidi-controls.js';

/** applyDecorators applies in order, so here the basic type check comes first. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_.:-]+$/;

export const DeviceIdField = () =>
  applyDecorators(
    ApiProperty({ example: 'device-1763771234567-k3j9x2', maxLength: 100 }),
    IsString({ message: 'deviceId must be text' }),
    IsNotEmpty({ message: 'deviceId is required' }),
    MaxLength(100, { message: 'deviceId must be at most 100 characters' }),
    Matches(DEVICE_ID_PATTERN, {
      message: 'deviceId may contain only letters, digits, dots, colons, dashes and underscores',
    }),
  );

/** Visitor names: 1–50 characters once bidi controls are removed and the rest trimmed. */
export const VisitorNameField = (field: string, optional = false) =>
  applyDecorators(
    optional
      ? ApiPropertyOptional({ minLength: 1, maxLength: 50 })
      : ApiProperty({ minLength: 1, maxLength: 50 }),
    StripBidiControlsAndTrim(),
    ...(optional ? [IsOptional()] : []),
    IsString({ message: `${field} must be text` }),
    IsNotEmpty({ message: `${field} is required` }),
    MaxLength(50, { message: `${field} must be at most 50 characters` }),
  );
