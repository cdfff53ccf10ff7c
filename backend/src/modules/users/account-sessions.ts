import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RealtimeBus } from '../realtime/bus/realtime-bus.js';

/**
 * Ends every session of an account: its rows in the session store (so every instance answers
 * 401 to them) and, through the bus, its open sockets on every instance. Every change of an
 * account's password or role goes through here (see UsersService).
 */
@Injectable()
export class AccountSessions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: RealtimeBus,
  ) {}

  async endAll(userId: string): Promise<void> {
    // The same expression as the session_user_idx index, so the look-up uses it.
    await this.dataSource.query(
      `DELETE FROM "session" WHERE ("sess" -> 'passport' ->> 'user') = $1`,
      [userId],
    );
    await this.bus.publish({ type: 'account_sessions_ended', userId });
  }
}
