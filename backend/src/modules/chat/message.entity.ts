import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';
import { ChatMessageColumns } from './chat-columns.js';

/** A message of a member's conversation. */
@Entity('messages')
export class MessageEntity extends ChatMessageColumns {
  /** The member or admin who wrote it; null for bot messages. */
  @Column({ type: 'uuid', nullable: true })
  senderId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'senderId' })
  sender?: UserEntity | null;

  /** The server-side template a bot message was written from, if any. */
  @Column({ type: 'varchar', length: 32, nullable: true, select: false })
  template: string | null;
}
