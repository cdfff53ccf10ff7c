import { Column, CreateDateColumn, Entity, Generated, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { bigintId } from '../../common/bigint-id.transformer.js';
import { UserEntity } from '../users/user.entity.js';
import type { MessageType } from './chat.types.js';

@Entity('messages')
export class MessageEntity {
  @PrimaryColumn({ type: 'bigint', transformer: bigintId })
  @Generated('increment')
  id: number;

  @Column({ type: 'uuid' })
  conversationId: string;

  @Column({ type: 'uuid', nullable: true })
  senderId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'senderId' })
  sender?: UserEntity | null;

  @Column({ type: 'text', default: '' })
  content: string;

  @Column({ type: 'varchar', length: 10, default: 'text' })
  messageType: MessageType;

  @Column({ type: 'varchar', length: 255, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'boolean', default: false })
  isFromAdmin: boolean;

  /** The server-side template a bot message was written from, if any. */
  @Column({ type: 'varchar', length: 32, nullable: true, select: false })
  template: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
