import { RECOVERY_CODE_COUNT } from '@club/contracts';
import { createHash, randomInt } from 'node:crypto';

/** No 0/o, 1/l/i: easy to read back from paper. 31 symbols, so 16 of them carry 79 bits. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

function newCode(): string {
  const symbols = Array.from(
    { length: GROUPS * GROUP_LENGTH },
    () => ALPHABET[randomInt(ALPHABET.length)],
  );
  return grouped(symbols.join(''));
}

function grouped(symbols: string): string {
  return symbols.match(new RegExp(`.{1,${GROUP_LENGTH}}`, 'g'))!.join('-');
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
}

/** As typed: any case, with or without dashes and spaces. */
export function canonicalRecoveryCode(typed: string): string {
  return grouped(typed.toLowerCase().replace(/[^a-z0-9]/g, ''));
}

/** Codes carry 79 random bits, so a plain SHA-256 is enough to keep them out of a database copy. */
export function hashRecoveryCode(code: string): Buffer {
  return createHash('sha256').update(canonicalRecoveryCode(code)).digest();
}
