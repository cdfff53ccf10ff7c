import type { ConversationStatus, MessageType } from '@club/contracts';
import {
  Column,
  CreateDateColumn,
  Generated,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { bigintId } from '../../common/bigint-id.transformer.js';
import { PaymentRequestEntity } from '../payment-requests/payment-request.entity.js';

/** The columns every conversation has, in either inbox list's table. */
export abstract class ChatConversationColumns {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The admin who last answered or changed its status. */
  @Column({ type: 'uuid', nullable: true })
  adminId: string | null;

  /** The admin who holds it (admins only: never in a customer's view). */
  @Column({ type: 'uuid', nullable: true })
  assigneeId: string | null;

  @Column({ type: 'varchar', length: 16, default: 'open' })
  status: ConversationStatus;

  @Column({ type: 'varchar', length: 50, default: 'Support' })
  subject: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastMessageAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  /** When its first message was stored: until then it is in no admin list, stat or report. */
  @Column({ type: 'timestamptz', nullable: true, select: false })
  firstMessageAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** The columns every message has, in either inbox list's table. */
export abstract class ChatMessageColumns {
  @PrimaryColumn({ type: 'bigint', transformer: bigintId })
  @Generated('increment')
  id: number;

  @Column({ type: 'uuid' })
  conversationId: string;

  @Column({ type: 'text', default: '' })
  content: string;

  @Column({ type: 'varchar', length: 16, default: 'text' })
  messageType: MessageType;

  @Column({ type: 'varchar', length: 255, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'boolean', default: false })
  isFromAdmin: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** The request a `payment_request` message shows, else null. */
  @Column({ type: 'uuid', nullable: true })
  paymentRequestId: string | null;

  @ManyToOne(() => PaymentRequestEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'paymentRequestId' })
  paymentRequest?: PaymentRequestEntity | null;

  /** The writer's browser's id for the send (unique per conversation and side), else null. */
  @Column({ type: 'uuid', nullable: true })
  clientMessageId: string | null;
}
