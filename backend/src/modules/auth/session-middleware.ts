import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import connectPgSimple from 'connect-pg-simple';
import { parse as parseCookies } from 'cookie';
import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import { Passport } from 'passport';
import pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DATABASE_URL } from '../../database/database-url.token.js';
import { polledConversationId } from '../anonymous-chat/visitor-poll-path.js';
import { SecondFactorPolicy } from '../two-factor/second-factor-policy.js';
import { UsersService } from '../users/users.service.js';
import { recordAccountLastSeen } from './account-last-seen.js';
import { recordSessionActivity } from './session-activity.js';

export const SESSION_COOKIE = 'session_id';
const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * A visitor's message poll (read by its chat_state cookie alone) without a session cookie: it has
 * no session to load and makes none, so it skips the chain (an admin's poll of the same route
 * carries the session cookie and keeps it). WebSocket upgrades come here too, without Express's
 * `path`, hence the URL.
 */
export function isSessionlessPoll(request: Request): boolean {
  return (
    request.method === 'GET' &&
    polledConversationId(pathOf(request.url)) !== undefined &&
    !hasSessionCookie(request)
  );
}

export function hasSessionCookie(request: IncomingMessage): boolean {
  return parseCookies(request.headers.cookie ?? '')[SESSION_COOKIE] !== undefined;
}

function pathOf(url = ''): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * express-session with its store in PostgreSQL, then passport on top of it.
 * The same chain authenticates HTTP requests and WebSocket upgrades; visitors' polls skip it.
 */
@Injectable()
export class SessionMiddleware implements OnApplicationShutdown {
  readonly handlers: RequestHandler[];
  private readonly pool: pg.Pool;
  private readonly logger = new Logger(SessionMiddleware.name);

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(DATABASE_URL) databaseUrl: string,
    users: UsersService,
    secondFactor: SecondFactorPolicy,
  ) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
    // An idle connection dropped by the server must not take the process down.
    this.pool.on('error', (error) =>
      this.logger.warn(`Session store connection lost: ${error.message}`),
    );
    const PgStore = connectPgSimple(session);
    // An instance of our own: passport's default one is process-wide and would outlive this app.
    const passport = new Passport();
    passport.serializeUser<string>((user, done) => done(null, user.id));
    // A disabled account's session is refused at once, whichever instance it reaches; and an
    // admin session from before ADMIN_2FA=required, without two-factor set up, is signed out.
    const signedIn = async (id: string) => {
      const user = await users.findById(id);
      return user && !user.disabledAt && !(await secondFactor.refusesSession(user)) ? user : false;
    };
    passport.deserializeUser<string>((id, done) => {
      signedIn(id).then((user) => done(null, user), done);
    });
    const chain: RequestHandler[] = [
      session({
        name: SESSION_COOKIE,
        secret: config.sessionSecret,
        store: new PgStore({ pool: this.pool, tableName: 'session', ttl: SESSION_TTL_SECONDS }),
        resave: false,
        saveUninitialized: false,
        proxy: config.trustProxy !== false,
        cookie: { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure },
      }),
      passport.initialize(),
      passport.session(),
      recordSessionActivity,
      recordAccountLastSeen(users),
    ];
    this.handlers = chain.map(
      (handler): RequestHandler =>
        (request, response, next) =>
          isSessionlessPoll(request) ? next() : handler(request, response, next),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
