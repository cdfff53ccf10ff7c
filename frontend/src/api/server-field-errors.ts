import { serverAnswerOf } from './error-text';

/** Refusals whose messages are about what was typed (validation, a name already taken). */
const INPUT_REFUSALS = new Set([400, 409, 422]);

/**
 * Puts each message of an input refusal on the field it names. The API's messages name their
 * field in words ("Username must be at least 3 characters", "This username is already taken"),
 * so `fieldWords` gives each field the words that name it, most specific first. A field keeps
 * the first message about it; messages that name no field are left to the toast.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fieldWords: readonly (readonly [Field, RegExp])[],
): Partial<Record<Field, string>> {
  const answer = serverAnswerOf(error);
  const found: Partial<Record<Field, string>> = {};
  if (!answer || !INPUT_REFUSALS.has(answer.status)) return found;
  for (const message of answer.errors) {
    const field = fieldWords.find(([, words]) => words.test(message))?.[0];
    if (field && !found[field]) found[field] = message;
  }
  return found;
}
