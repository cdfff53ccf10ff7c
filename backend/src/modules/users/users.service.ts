import { EMAIL_VERIFICATION_TEXT } from '@club/contracts';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { AccountSessions } from './account-sessions.js';
import { PasswordHasher } from './password-hasher.js';
import type { Role } from './user.entity.js';
import { UserEntity } from './user.entity.js';

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  nickname?: string;
  role?: Role;
  /** Registration's consent: the date of the terms accepted (TERMS_VERSION), now. */
  termsVersion?: string;
}

const UNIQUE_VIOLATION = '23505';

function conflictFor(error: unknown): ConflictException | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const { code, constraint } = error.driverError as { code?: string; constraint?: string };
  if (code !== UNIQUE_VIOLATION) return undefined;
  if (constraint === 'users_email_key') {
    return new ConflictException(EMAIL_VERIFICATION_TEXT.addressTaken);
  }
  return new ConflictException('This username is already taken');
}

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly sessions: AccountSessions,
    private readonly hasher: PasswordHasher,
  ) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  /** Usernames are unique regardless of case, and so is the look-up. */
  findByUsernameWithPassword(username: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.password')
      .where('lower(user.username) = lower(:username)', { username })
      .getOne();
  }

  /** Whether this is the account's password; the same work when there is no such account. */
  async passwordMatches(id: string, password: string): Promise<boolean> {
    const user = await this.users
      .createQueryBuilder('user')
      .addSelect('user.password')
      .where('user.id = :id', { id })
      .getOne();
    return this.hasher.verify(user?.password, password);
  }

  /** E-mail addresses are unique regardless of case, and so is the look-up. */
  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.email) = lower(:email)', { email })
      .getOne();
  }

  async create(input: NewUser): Promise<UserEntity> {
    const { passwordHash, termsVersion, ...fields } = input;
    const consent = termsVersion ? { termsVersion, termsAcceptedAt: new Date() } : {};
    try {
      const saved = await this.users.save(
        this.users.create({ ...fields, ...consent, password: passwordHash }),
      );
      return (await this.findById(saved.id))!;
    } catch (error) {
      throw conflictFor(error) ?? error;
    }
  }

  /** Signs the account out everywhere: whoever held its old password or role must sign in again. */
  async setPasswordAndRole(id: string, passwordHash: string, role: Role): Promise<void> {
    await this.users.update({ id }, { password: passwordHash, role });
    await this.sessions.endAll(id);
  }

  /** Support's label for a member; the member's own nickname stays as they set it. */
  async setSupportLabel(id: string, supportLabel: string | null): Promise<UserEntity> {
    const result = await this.users.update({ id }, { supportLabel });
    if (!result.affected) throw new NotFoundException('User not found');
    return (await this.findById(id))!;
  }

  /** Sets the account's last-seen time unless it is already within `resolutionMs` of `at`. */
  async markSeen(id: string, at: Date, resolutionMs: number): Promise<void> {
    await this.users.query(
      `UPDATE "users" SET "lastSeenAt" = $2
        WHERE "id" = $1 AND ("lastSeenAt" IS NULL OR "lastSeenAt" <= $2::timestamptz - make_interval(secs => $3))`,
      [id, at, resolutionMs / 1000],
    );
  }
}
