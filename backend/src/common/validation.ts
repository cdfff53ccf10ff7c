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

const NUL_CHARACTER_MESSAGE = 'Text must not contain the NUL character';
const MAX_NESTING = 32;
const TOO_DEEP_MESSAGE = `Input must not nest objects or arrays more than ${MAX_NESTING} levels deep`;
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];
/** Fields and list items over the whole input, unless its DTO says more (see MaxInputValues). */
const MAX_INPUT_VALUES = 64;
const MAX_LIST_ITEMS = 100;
const MAX_FIELD_NAME_LENGTH = 100;
const TOO_LONG_LIST_MESSAGE = `A list in the input must not have more than ${MAX_LIST_ITEMS} items`;
const TOO_LONG_NAME_MESSAGE = `Field names must be at most ${MAX_FIELD_NAME_LENGTH} characters`;
const tooManyValuesMessage = (max: number) =>
  `Input must not have more than ${max} fields and list items in all`;

const largerInputs = new WeakMap<object, number>();

/** A DTO whose valid input has more than MAX_INPUT_VALUES fields and list items in all. */
export const MaxInputValues =
  (max: number): ClassDecorator =>
  (target) => {
    largerInputs.set(target, max);
  };

/**
 * Why parsed input cannot be turned into a DTO, or undefined. Checked first, by the validation pipe
 * and the socket gateway alike, so that the cost of validating and the size of its answer are
 * bounded before class-transformer or class-validator see the input:
 * - __proto__, constructor and prototype keys: class-transformer passes over them, so
 *   forbidNonWhitelisted would never report them;
 * - objects or arrays nested over MAX_NESTING levels: class-transformer would overflow its stack;
 * - more than `maxValues` fields and list items in all, a list over MAX_LIST_ITEMS items, or a
 *   field name over MAX_FIELD_NAME_LENGTH characters;
 * - U+0000 in a key or a string: PostgreSQL cannot store it in text.
 */
export function rawInputProblemOf(
  value: unknown,
  maxValues = MAX_INPUT_VALUES,
): string | undefined {
  const prototypeKey =
    value !== null && typeof value === 'object'
      ? PROTOTYPE_KEYS.find((key) => Object.hasOwn(value, key))
      : undefined;
  if (prototypeKey) return `property ${prototypeKey} should not exist`;
  return nestedProblemOf(value, 0, { left: maxValues, max: maxValues });
}

function nestedProblemOf(
  value: unknown,
  depth: number,
  values: { left: number; max: number },
): string | undefined {
  if (typeof value === 'string')
    return value.includes('\u0000') ? NUL_CHARACTER_MESSAGE : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (depth === MAX_NESTING) return TOO_DEEP_MESSAGE;
  if (Array.isArray(value) && value.length > MAX_LIST_ITEMS) return TOO_LONG_LIST_MESSAGE;
  const keys = Object.keys(value);
  values.left -= keys.length;
  if (values.left < 0) return tooManyValuesMessage(values.max);
  for (const key of keys) {
    const problem =
      keyProblemOf(key) ??
      nestedProblemOf((value as Record<string, unknown>)[key], depth + 1, values);
    if (problem) return problem;
  }
  return undefined;
}

function keyProblemOf(key: string): string | undefined {
  if (key.length > MAX_FIELD_NAME_LENGTH) return TOO_LONG_NAME_MESSAGE;
  return key.includes('\u0000') ? NUL_CHARACTER_MESSAGE : undefined;
}

const CHECKED_SOURCES = new Set<ArgumentMetadata['type']>(['body', 'query', 'param']);

/** Untyped payloads (the socket gateway's) are checked by their handler, which answers in kind. */
function isTyped({ metatype }: ArgumentMetadata): boolean {
  return metatype !== undefined && metatype !== Object;
}

class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const problem =
      CHECKED_SOURCES.has(metadata.type) && isTyped(metadata)
        ? rawInputProblemOf(value, largerInputs.get(metadata.metatype!) ?? MAX_INPUT_VALUES)
        : undefined;
    if (problem) throw new BadRequestException([problem]);
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
  Transform(({ value }) =>
    typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value,
  );
