import {
  BadRequestException,
  ValidationPipe,
  type ArgumentMetadata,
  type ValidationError,
} from '@nestjs/common';
import { Transform } from 'class-transformer';

function collectMessages(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [
    ...Object.values(error.constraints ?? {}),
    ...collectMessages(error.children ?? []),
  ]);
}

export const NUL_CHARACTER_MESSAGE = 'Text must not contain the NUL character';

/** PostgreSQL cannot store U+0000 in text, so input carrying it is refused before any query. */
export function containsNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  const items = Array.isArray(value) ? value : Object.entries(value).flat();
  return items.some((item) => containsNulCharacter(item, depth + 1));
}

const MAX_NESTING = 32;
export const TOO_DEEP_MESSAGE = `Input must not nest objects or arrays more than ${MAX_NESTING} levels deep`;

/** True when objects or arrays nest deeper than MAX_NESTING: turning such input into a DTO overflows the stack. */
export function nestsTooDeeply(value: unknown, depth = 0): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (depth === MAX_NESTING) return true;
  return Object.values(value).some((item) => nestsTooDeeply(item, depth + 1));
}

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

/**
 * The first of __proto__, constructor and prototype that a parsed object has as a key of its own.
 * class-transformer passes over them, so forbidNonWhitelisted never reports them.
 */
export function prototypeKeyOf(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  return PROTOTYPE_KEYS.find((key) => Object.hasOwn(value, key));
}

const CHECKED_SOURCES = new Set<ArgumentMetadata['type']>(['body', 'query', 'param']);

/** Untyped payloads (the socket gateway's) are checked by their handler, which answers in kind. */
function isTyped({ metatype }: ArgumentMetadata): boolean {
  return metatype !== undefined && metatype !== Object;
}

class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (CHECKED_SOURCES.has(metadata.type) && isTyped(metadata)) {
      if (nestsTooDeeply(value)) throw new BadRequestException([TOO_DEEP_MESSAGE]);
      const prototypeKey = prototypeKeyOf(value);
      if (prototypeKey) throw new BadRequestException([`property ${prototypeKey} should not exist`]);
      if (containsNulCharacter(value)) throw new BadRequestException([NUL_CHARACTER_MESSAGE]);
    }
    return super.transform(value, metadata);
  }
}

/**
 * App-wide: unknown fields are refused and each field reports its first problem.
 * class-validator checks a property's decorators from the bottom up, so DTOs list the
 * basic type check last.
 */
export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
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

/**
 * A query parameter written in decimal digits (with an optional minus) becomes that number;
 * anything else ("0x10", "1e2", "+5", "1.0") stays text, so the integer checks after it refuse it.
 */
export const DecimalInteger = () =>
  Transform(({ value }) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value));
