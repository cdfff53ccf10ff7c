import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { linkTokenHash, newLinkToken } from '../../common/link-tokens.js';

/**
 * Password-reset tokens: 256 random bits each, stored hashed, valid until they expire or one of
 * the account's tokens is used.
 */
@Injectable()
export class ResetTokens {
  constructor(private readonly dataSource: DataSource) {}

  /** A new token for the account; expired tokens of every account are cleared on the way. */
  async issue(userId: string, ttlMs: number): Promise<string> {
    const token = newLinkToken();
    await this.dataSource.query(`DELETE FROM "password_reset_tokens" WHERE "expiresAt" <= now()`);
    await this.dataSource.query(
      `INSERT INTO "password_reset_tokens" ("tokenHash", "userId", "expiresAt")
       VALUES ($1, $2, now() + $3::float8 * interval '1 millisecond')`,
      [linkTokenHash(token), userId, ttlMs],
    );
    return token;
  }

  async isValid(token: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM "password_reset_tokens" WHERE "tokenHash" = $1 AND "expiresAt" > now()`,
      [linkTokenHash(token)],
    );
    return rows.length > 0;
  }

  /**
   * In one statement: uses the token (if it is valid), drops every other token of its account and
   * sets the account's password. Of two uses of one token at once, only one finds it. The id of
   * the account, or undefined when the token was not valid.
   */
  async usedToSetPassword(token: string, passwordHash: string): Promise<string | undefined> {
    const rows = (await this.dataSource.query(
      `WITH "used" AS (
         DELETE FROM "password_reset_tokens"
         WHERE "tokenHash" = $1 AND "expiresAt" > now()
         RETURNING "userId"
       ), "others" AS (
         DELETE FROM "password_reset_tokens" t USING "used"
         WHERE t."userId" = "used"."userId" AND t."tokenHash" <> $1
       )
       UPDATE "users" u SET "password" = $2 FROM "used"
       WHERE u."id" = "used"."userId"
       RETURNING u."id"`,
      [linkTokenHash(token), passwordHash],
    )) as [{ id: string }[], number];
    return rows[0][0]?.id;
  }
}
