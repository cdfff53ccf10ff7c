import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { Transform } from 'class-transformer';

function collectMessages(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [
    ...Object.values(error.constraints ?? {}),
    ...collectMessages(error.children ?? []),
  ]);
}

/**
 * App-wide: unknown fields are refused and each field reports its first problem.
 * class-validator checks a property's decorators from the bottom up, so DTOs list the
 * basic type check last.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException(collectMessages(errors)),
  });
}

/** Trims a string and turns an empty one into "not given". */
export const TrimToUndefined = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  });

/** Trims a string, keeping the empty string so that "required" rules can report it. */
export const Trim = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
