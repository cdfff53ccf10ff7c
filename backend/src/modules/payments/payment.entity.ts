import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type PaymentStatus = 'succeeded' | 'rejected';

/** One Stripe payment applied to a member; a payment intent and an event count once each. */
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

  @Column({ type: 'varchar', length: 255 })
  stripePaymentIntentId: string;

  @Column({ type: 'varchar', length: 255 })
  stripeEventId: string;

  @Column({ type: 'varchar', length: 32 })
  status: PaymentStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
