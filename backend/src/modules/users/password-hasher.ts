import { Injectable } from '@nestjs/common';
import argon2, { type HashOptions } from 'argon2';
import { HashSlots } from './hash-slots.js';

/**
 * OWASP's argon2id parameters (19 MiB, 2 passes, 1 lane). Hashes made with other parameters
 * (the library's defaults of 64 MiB, 3 passes, before) still verify: each hash names its own.
 */
const HASH_OPTIONS: HashOptions = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Each hash holds its memory while it runs, so a login flood is queued rather than multiplied. */
const HASHES_AT_ONCE = 2;
const HASHES_WAITING = 32;

@Injectable()
export class PasswordHasher {
  readonly slots = new HashSlots(HASHES_AT_ONCE, HASHES_WAITING);

  /** Compared against when the user does not exist, so both failures take as long. */
  private readonly decoy = argon2.hash('decoy password that matches nothing', HASH_OPTIONS);

  hash(password: string): Promise<string> {
    return this.slots.run(() => argon2.hash(password, HASH_OPTIONS));
  }

  /** A 429 HttpException when too many hashes are already waiting. */
  async verify(hash: string | undefined, password: string): Promise<boolean> {
    const stored = hash ?? (await this.decoy);
    return this.slots.run(async () => {
      try {
        return await argon2.verify(stored, password);
      } catch {
        return false;
      }
    });
  }
}
