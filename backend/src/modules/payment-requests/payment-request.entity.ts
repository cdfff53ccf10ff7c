import type { InboxList, PaymentRequestStatus, StorePackageId } from '@club/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A store package an admin asked a customer to pay for in a conversation of either list. */
@Entity('payment_requests')
export class PaymentRequestEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The list of its conversation: a visitor's request moves to `user` when they sign in. */
  @Column({ type: 'varchar', length: 16 })
  list: InboxList;

  @Column({ type: 'uuid' })
  conversationId: string;

  @Column({ type: 'varchar', length: 32 })
  packageId: StorePackageId;

  /** In cents, from the server's package table when it was sent. */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 16, default: 'open' })
  status: PaymentRequestStatus;

  /** Paid by a demo confirmation, with no payment call: the store was in demo mode for the package. */
  @Column({ type: 'boolean' })
  demo: boolean;

  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  /** When it was paid, cancelled or expired. */
  @Column({ type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  failureMessage: string | null;

  /** The PaymentIntent made the first time its member pressed Pay; every later press reuses it. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  stripePaymentIntentId: string | null;

  @Column({ type: 'uuid', nullable: true })
  paidByUserId: string | null;
}
