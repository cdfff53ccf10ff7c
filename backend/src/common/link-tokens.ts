import { createHash, randomBytes } from 'node:crypto';

/** A token for a link mailed to someone: 256 random bits, 43 characters of base64url. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash of a link's token is stored: the token itself exists only in the mail. */
export function linkTokenHash(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
