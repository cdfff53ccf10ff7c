import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts TOTP secrets at rest with AES-256-GCM, under a key derived from SESSION_SECRET (which
 * every instance already shares): a copy of the database alone gives no admin's codes.
 * Stored as iv ‖ tag ‖ ciphertext.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(masterSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', masterSecret, '', 'club totp secrets', 32));
  }

  seal(plain: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
  }

  /** undefined when the box was sealed under another key (SESSION_SECRET changed) or altered. */
  open(box: Buffer): string | undefined {
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, box.subarray(0, IV_BYTES));
      decipher.setAuthTag(box.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const plain = Buffer.concat([
        decipher.update(box.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    } catch {
      return undefined;
    }
  }
}
