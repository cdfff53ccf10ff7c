import {
  DEPOSIT_GAMES,
  STARTED_ON_PAGE_MAX_LENGTH,
  STARTED_ON_PAGE_PATTERN,
  STARTED_ON_PAGE_TEXT,
} from '@club/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** The page a visitor starts a chat from: a bounded path of this site, never a full URL. */
export const StartedOnPageField = () =>
  applyDecorators(
    ApiPropertyOptional({
      maxLength: STARTED_ON_PAGE_MAX_LENGTH,
      example: '/poker',
      description: 'The path of the page the chat was started from (no query or fragment)',
    }),
    IsOptional(),
    IsString({ message: STARTED_ON_PAGE_TEXT.invalid }),
    MaxLength(STARTED_ON_PAGE_MAX_LENGTH, { message: STARTED_ON_PAGE_TEXT.tooLong }),
    Matches(STARTED_ON_PAGE_PATTERN, { message: STARTED_ON_PAGE_TEXT.invalid }),
  );

/** The game whose deposit button started the chat. */
export const DepositGameField = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: DEPOSIT_GAMES }),
    IsOptional(),
    IsIn(DEPOSIT_GAMES, { message: STARTED_ON_PAGE_TEXT.game }),
  );
