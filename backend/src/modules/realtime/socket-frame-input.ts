import { SOCKET_ERROR } from '@club/contracts';
import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validate } from 'class-validator';
import { rawInputProblemOf } from '../../common/validation.js';

/** A frame's body checked against its DTO: the frame, or the text of its first problem. */
export type FrameInput<T> = { frame: T } | { problem: string };

/**
 * The checks every socket frame with a body gets, as the web's validation pipe gives every
 * request: raw input limits first, then the DTO with unknown fields refused.
 */
export async function frameInput<T extends object>(
  dto: ClassConstructor<T>,
  body: unknown,
): Promise<FrameInput<T>> {
  const raw = rawInputProblemOf(body);
  if (raw) return { problem: raw };
  const frame = plainToInstance(dto, body);
  const problems = await validate(frame, {
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
  });
  if (problems.length === 0) return { frame };
  return {
    problem: Object.values(problems[0].constraints ?? {})[0] ?? SOCKET_ERROR.invalidMessage,
  };
}
