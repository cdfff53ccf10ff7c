import {
  ERROR_TEXT,
  MEMBER_TEXT,
  type AccountStatus,
  type AdminAuditAction,
  type UserRole,
} from '@club/contracts';
import {
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AdminAuditLog } from '../admin-audit/admin-audit-log.js';
import { SecurityNotices, type AdminSecurityEvent } from '../security-notices/security-notices.js';
import { TwoFactorService } from '../two-factor/two-factor.service.js';
import { AccountSessions } from '../users/account-sessions.js';
import { UserEntity } from '../users/user.entity.js';
import type { MemberViewDto } from './dto/member-views.js';
import { memberViewOf } from './member-view.js';

interface LockedAccount {
  id: string;
  role: UserRole;
  disabled: boolean;
  twoFactor: boolean;
}

type Write = (transaction: EntityManager, targetId: string) => Promise<unknown>;

function updateUsers(set: string): Write {
  return (transaction, targetId) =>
    transaction.query(`UPDATE "users" SET ${set} WHERE "id" = $1`, [targetId]);
}

interface Change {
  /** What the change writes, and whether the account already is that way (nothing to do). */
  write: Write;
  alreadyDone: (target: LockedAccount) => boolean;
  /** The refusal when the admin would change their own account this way. */
  ownRefusal?: string;
  action: AdminAuditAction;
  /** Whether the account's sessions and sockets end once the change is committed. */
  endsSessions: boolean;
  /** Whether the account's address is told once the change is committed. */
  toldToAccount?: AdminSecurityEvent;
}

function roleChange(role: UserRole): Change {
  return role === 'admin'
    ? {
        write: updateUsers(`"role" = 'admin'`),
        alreadyDone: (target) => target.role === 'admin',
        action: 'member_made_admin',
        endsSessions: true,
      }
    : {
        write: updateUsers(`"role" = 'user'`),
        alreadyDone: (target) => target.role === 'user',
        ownRefusal: MEMBER_TEXT.ownRole,
        action: 'member_admin_removed',
        endsSessions: true,
      };
}

function statusChange(status: AccountStatus): Change {
  return status === 'disabled'
    ? {
        write: updateUsers(`"disabledAt" = now()`),
        alreadyDone: (target) => target.disabled,
        ownRefusal: MEMBER_TEXT.ownAccount,
        action: 'member_disabled',
        endsSessions: true,
        toldToAccount: 'accountDisabled',
      }
    : {
        write: updateUsers(`"disabledAt" = NULL`),
        alreadyDone: (target) => !target.disabled,
        action: 'member_enabled',
        endsSessions: false,
      };
}

function twoFactorReset(twoFactor: TwoFactorService): Change {
  return {
    write: (transaction, targetId) => twoFactor.disable(targetId, transaction),
    alreadyDone: (target) => !target.twoFactor,
    ownRefusal: MEMBER_TEXT.ownTwoFactor,
    action: 'member_two_factor_reset',
    endsSessions: true,
    toldToAccount: 'twoFactorReset',
  };
}

/**
 * An admin makes a member an admin or removes the role, disables or enables an account, and
 * resets another admin's two-factor sign-in (the way back for an owner whose password someone
 * else used to set up an authenticator first: their reset signs that person out, this removes
 * the authenticator).
 *
 * Each change locks, in one statement and in id order, the rows of every enabled admin and of the
 * target, then checks that the acting admin is still one of them: two admins removing (or
 * disabling) each other at once are serialised, and the second finds it is no longer an admin.
 * With that, and no admin changing their own account this way (another admin has to, and is the
 * confirmation), the last enabled admin can never be removed or disabled: whoever would do it is
 * another enabled admin.
 *
 * A changed role or a disabled account ends the account's sessions and sockets once committed:
 * a removed admin loses the admin routes and the admin socket at once, a new one signs in again
 * to get them, and a disabled account is signed out everywhere (and refused at sign-in).
 */
@Injectable()
export class MemberAdministration {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AdminAuditLog,
    private readonly sessions: AccountSessions,
    private readonly twoFactor: TwoFactorService,
    private readonly notices: SecurityNotices,
  ) {}

  setRole(actor: UserEntity, targetId: string, role: UserRole): Promise<MemberViewDto> {
    return this.apply(actor, targetId, roleChange(role));
  }

  setStatus(actor: UserEntity, targetId: string, status: AccountStatus): Promise<MemberViewDto> {
    return this.apply(actor, targetId, statusChange(status));
  }

  resetTwoFactor(actor: UserEntity, targetId: string): Promise<MemberViewDto> {
    return this.apply(actor, targetId, twoFactorReset(this.twoFactor));
  }

  private async apply(actor: UserEntity, targetId: string, change: Change): Promise<MemberViewDto> {
    const { user, changed } = await this.dataSource.transaction(async (transaction) => {
      const target = await this.lockAdminsAnd(transaction, actor, targetId);
      if (change.alreadyDone(target))
        return { user: await this.load(transaction, targetId), changed: false };
      if (change.ownRefusal && target.id === actor.id)
        throw new ConflictException(change.ownRefusal);
      await change.write(transaction, targetId);
      const user = await this.load(transaction, targetId);
      await this.audit.record(transaction, {
        actor: { id: actor.id, username: actor.username },
        action: change.action,
        target: { id: user.id, username: user.username },
        details: {},
      });
      return { user, changed: true };
    });
    if (changed && change.endsSessions) await this.sessions.endAll(user.id);
    if (changed && change.toldToAccount) this.notices.tell(user, { event: change.toldToAccount });
    return memberViewOf(user);
  }

  /** Locks every enabled admin and the target; refuses a caller who is no longer an enabled admin. */
  private async lockAdminsAnd(
    transaction: EntityManager,
    actor: UserEntity,
    targetId: string,
  ): Promise<LockedAccount> {
    const rows: LockedAccount[] = await transaction.query(
      `SELECT "id", "role", "disabledAt" IS NOT NULL AS "disabled",
              EXISTS (SELECT 1 FROM "totp_credentials" AS "credential"
                       WHERE "credential"."userId" = "users"."id" AND "credential"."enabledAt" IS NOT NULL)
                AS "twoFactor"
         FROM "users"
        WHERE ("role" = 'admin' AND "disabledAt" IS NULL) OR "id" = $1
        ORDER BY "id" FOR UPDATE`,
      [targetId],
    );
    const isEnabledAdmin = (row: LockedAccount) => row.role === 'admin' && !row.disabled;
    if (!rows.some((row) => row.id === actor.id && isEnabledAdmin(row)))
      throw new ForbiddenException(ERROR_TEXT.forbidden);
    const target = rows.find((row) => row.id === targetId);
    if (!target) throw new NotFoundException(MEMBER_TEXT.notFound);
    return target;
  }

  private load(transaction: EntityManager, id: string): Promise<UserEntity> {
    return transaction.getRepository(UserEntity).findOneByOrFail({ id });
  }
}
