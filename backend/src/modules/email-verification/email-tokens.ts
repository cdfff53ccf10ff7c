import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import { linkTokenHash, newLinkToken } from '../../common/link-tokens.js';

/** What a confirmation did: the account, its address now and the one it replaced, if any. */
export interface ConfirmedAddress {
  userId: string;
  email: string;
  previousEmail: string | null;
  /** Whether the replaced address had been confirmed. */
  previousConfirmed: boolean;
}

/** The unique index on users' addresses, regardless of case. */
const ADDRESS_TAKEN = 'users_email_key';

export class AddressTakenError extends Error {}

/**
 * Links that confirm an e-mail address: 256 random bits each, stored hashed, each naming the
 * address it confirms. Only an account's newest link works: issuing one drops the others.
 */
@Injectable()
export class EmailTokens {
  constructor(private readonly dataSource: DataSource) {}

  /** A new token for this address of the account; expired tokens of every account go too. */
  async issue(userId: string, email: string, ttlMs: number): Promise<string> {
    const token = newLinkToken();
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `DELETE FROM "email_verification_tokens" WHERE "userId" = $1 OR "expiresAt" <= now()`,
        [userId],
      );
      await manager.query(
        `INSERT INTO "email_verification_tokens" ("tokenHash", "userId", "email", "expiresAt")
         VALUES ($1, $2, $3, now() + $4::float8 * interval '1 millisecond')`,
        [linkTokenHash(token), userId, email, ttlMs],
      );
    });
    return token;
  }

  /** The address an account's working link would confirm, when it is not the account's own. */
  async pendingAddressOf(userId: string): Promise<string | null> {
    const rows = (await this.dataSource.query(
      `SELECT t."email" FROM "email_verification_tokens" t JOIN "users" u ON u."id" = t."userId"
       WHERE t."userId" = $1 AND t."expiresAt" > now() AND lower(t."email") <> lower(u."email")`,
      [userId],
    )) as { email: string }[];
    return rows[0]?.email ?? null;
  }

  /**
   * In one statement: uses the token (if it is valid) and gives its account the token's address,
   * confirmed; when that is a new address, the reset links mailed to the old one stop working. Of two uses of one token at once, only one finds it. Undefined when the token was
   * not valid; AddressTakenError when another account took the address meanwhile (the token
   * stays unused then).
   */
  async confirm(token: string): Promise<ConfirmedAddress | undefined> {
    try {
      const rows = (await this.dataSource.query(
        `WITH "used" AS (
           DELETE FROM "email_verification_tokens"
           WHERE "tokenHash" = $1 AND "expiresAt" > now()
           RETURNING "userId", "email"
         ), "before" AS (
           SELECT u."id", u."email", u."emailVerifiedAt" FROM "users" u JOIN "used" ON u."id" = "used"."userId"
         ), "resetLinks" AS (
           DELETE FROM "password_reset_tokens" r USING "used", "before"
           WHERE r."userId" = "used"."userId" AND lower("before"."email") <> lower("used"."email")
         )
         UPDATE "users" u
         SET "email" = "used"."email", "emailVerifiedAt" = COALESCE(
           CASE WHEN lower(u."email") = lower("used"."email") THEN u."emailVerifiedAt" END, now())
         FROM "used", "before"
         WHERE u."id" = "used"."userId" AND "before"."id" = u."id"
         RETURNING u."id", u."email", "before"."email" AS "previousEmail",
                   "before"."emailVerifiedAt" IS NOT NULL AS "previousConfirmed"`,
        [linkTokenHash(token)],
      )) as [
        { id: string; email: string; previousEmail: string; previousConfirmed: boolean }[],
        number,
      ];
      const row = rows[0][0];
      if (!row) return undefined;
      const changed = row.previousEmail.toLowerCase() !== row.email.toLowerCase();
      return {
        userId: row.id,
        email: row.email,
        previousEmail: changed ? row.previousEmail : null,
        previousConfirmed: row.previousConfirmed,
      };
    } catch (error) {
      if (
        error instanceof QueryFailedError &&
        (error.driverError as { constraint?: string }).constraint === ADDRESS_TAKEN
      )
        throw new AddressTakenError();
      throw error;
    }
  }
}
