import { ACCOUNT_TEXT } from '@club/contracts';
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { RealtimeBus } from '../realtime/bus/realtime-bus.js';
import { SESSION_OF_ACCOUNT } from '../users/account-sessions.js';
import type { AccountSessionDto } from './dto/account.dtos.js';

interface SessionRow {
  sid: string;
  sess: { device?: string; lastSeenAt?: number };
}

/** The id a session is shown by: its id is a secret, so clients see only a hash of it. */
export function publicSessionId(sid: string): string {
  return createHash('sha256').update(sid).digest('base64url').slice(0, 22);
}

/** The signed-in sessions of one account, as its owner sees and ends them. */
@Injectable()
export class MemberSessions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: RealtimeBus,
  ) {}

  async list(userId: string, currentSid: string): Promise<AccountSessionDto[]> {
    const rows = await this.rowsOf(userId);
    return rows
      .map((row) => ({
        id: publicSessionId(row.sid),
        device: row.sess.device ?? ACCOUNT_TEXT.unknownDevice,
        lastSeenAt: row.sess.lastSeenAt ? new Date(row.sess.lastSeenAt) : null,
        current: row.sid === currentSid,
      }))
      .sort(
        (a, b) =>
          Number(b.current) - Number(a.current) ||
          (b.lastSeenAt?.getTime() ?? 0) - (a.lastSeenAt?.getTime() ?? 0),
      );
  }

  /** The session id behind a public id, if it is one of this account's. */
  async find(userId: string, publicId: string): Promise<string | undefined> {
    const rows = await this.rowsOf(userId);
    return rows.find((row) => publicSessionId(row.sid) === publicId)?.sid;
  }

  /** Ends one session: every instance answers 401 to it and closes its sockets. */
  async end(sid: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM "session" WHERE "sid" = $1`, [sid]);
    await this.bus.publish({ type: 'session_ended', sessionId: sid });
  }

  /** Ends every session of the account but the one given, sign-ins half-way through included. */
  async endAllBut(userId: string, keptSid: string): Promise<void> {
    const [rows] = (await this.dataSource.query(
      `DELETE FROM "session" WHERE ${SESSION_OF_ACCOUNT} AND "sid" <> $2 RETURNING "sid"`,
      [userId, keptSid],
    )) as [{ sid: string }[], number];
    for (const { sid } of rows) await this.bus.publish({ type: 'session_ended', sessionId: sid });
  }

  private rowsOf(userId: string): Promise<SessionRow[]> {
    // The same expression as the session_user_idx index, so the look-up uses it.
    return this.dataSource.query(
      `SELECT "sid", "sess" FROM "session"
       WHERE ("sess" -> 'passport' ->> 'user') = $1 AND "expire" > now()`,
      [userId],
    );
  }
}
