import type { PaymentStatus, RefundMethod } from '@club/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type { PaymentStatus } from '@club/contracts';

/**
 * One Stripe payment applied to a member (a payment intent and an event count once each), or a
 * chat payment request confirmed in demo mode (`demo`: no Stripe ids, its request named once).
 */
@Entity('payments')
export class PaymentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Null once the account is deleted: the payment stays for the records. */
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 32 })
  packageId: string;

  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripePaymentIntentId: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeEventId: string | null;

  /** The chat payment request a demo payment confirmed. */
  @Column({ type: 'uuid', nullable: true })
  paymentRequestId: string | null;

  @Column({ type: 'varchar', length: 32 })
  status: PaymentStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** When an admin asked for its refund here (null for one made in Stripe's dashboard). */
  @Column({ type: 'timestamptz', nullable: true })
  refundRequestedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  refundRequestedById: string | null;

  /** When the refund took effect and the package was taken back. */
  @Column({ type: 'timestamptz', nullable: true })
  refundedAt: Date | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeRefundId: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  refundMethod: RefundMethod | null;
}
