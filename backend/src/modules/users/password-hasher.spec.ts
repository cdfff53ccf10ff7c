import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { PasswordHasher } from './password-hasher.js';

describe('PasswordHasher', () => {
  it('verifies at most 2 passwords at once and queues the rest', async () => {
    const hasher = new PasswordHasher();
    const stored = await hasher.hash('the password');
    const verifies = Array.from({ length: 5 }, (_, i) =>
      hasher.verify(stored, i === 0 ? 'the password' : 'wrong'),
    );
    await Promise.resolve();
    expect([hasher.slots.active, hasher.slots.queued]).toEqual([2, 3]);
    expect(await Promise.all(verifies)).toEqual([true, false, false, false, false]);
  });

  it("makes argon2id hashes with OWASP's 19 MiB, 2 passes, 1 lane", async () => {
    expect(await new PasswordHasher().hash('the password')).toMatch(
      /^\$argon2id\$v=19\$m=19456,p=1,t=2\$/,
    );
  });

  it('still verifies hashes made with the former parameters (64 MiB, 3 passes)', async () => {
    const former = await argon2.hash('the password', { type: argon2.argon2id });
    expect(former).toMatch(/\$m=65536,p=4,t=3\$/);
    const hasher = new PasswordHasher();
    expect(await hasher.verify(former, 'the password')).toBe(true);
    expect(await hasher.verify(former, 'wrong')).toBe(false);
    expect(await hasher.verify(undefined, 'the password')).toBe(false);
  });
});
