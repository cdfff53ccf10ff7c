import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RealtimeBus } from '../realtime/bus/realtime-bus.js';

/**
 * The condition that picks every session of account $1: signed in, or waiting for its second
 * factor after the password (see PendingSignIns). Each half has its index.
 */
export const SESSION_OF_ACCOUNT = `(("sess" -> 'passport' ->> 'user') = $1 OR ("sess" -> 'secondFactor' ->> 'userId') = $1)`;

/**
 * Ends every session of an account: its rows in the session store (so every instance answers
 * 401 to them) and, through the bus, its open sockets on every instance. Every change of an
 * account's password or role goes through here (see UsersService); sign-ins half-way through
 * end too.
 */
@Injectable()
export class AccountSessions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: RealtimeBus,
  ) {}

  async endAll(userId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM "session" WHERE ${SESSION_OF_ACCOUNT}`, [userId]);
    await this.bus.publish({ type: 'account_sessions_ended', userId });
  }
}
