import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type Role = 'user' | 'admin';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 32 })
  username: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** When the account opened the link mailed to its address; null until then. */
  @Column({ type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  @Column({ type: 'varchar', length: 255, select: false })
  password: string;

  /**
   * When the account confirmed being 18 or older and accepted the Terms of Service, and the date
   * of those terms (TERMS_VERSION then). Null for accounts made before registration asked.
   */
  @Column({ type: 'timestamptz', nullable: true })
  termsAcceptedAt: Date | null;

  @Column({ type: 'date', nullable: true })
  termsVersion: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  firstName: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  lastName: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  nickname: string | null;

  /** Support's label for the member (admins only; the member never sees it). */
  @Column({ type: 'varchar', length: 50, nullable: true })
  supportLabel: string | null;

  @Column({ type: 'varchar', length: 16, default: 'user' })
  role: Role;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeCustomerId: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeSubscriptionId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  vipUntil: Date | null;

  @Column({ type: 'boolean', default: false })
  isPremium: boolean;

  @Column({ type: 'integer', default: 0 })
  tournamentEntries: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** Set while the account is disabled: it cannot sign in and its sessions are refused. */
  @Column({ type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  /** The account's last request, to the minute (see recordAccountLastSeen). */
  @Column({ type: 'timestamptz', nullable: true })
  lastSeenAt: Date | null;
}
