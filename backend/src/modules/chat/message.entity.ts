import type { AutomaticMessage } from '@club/contracts';
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

  /** What the server wrote on its own (a bot template, the sign-in mark), else null. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  template: AutomaticMessage | null;

  /** The deposit request a bot message answers (one message per request). */
  @Column({ type: 'varchar', length: 64, nullable: true, select: false })
  botRequestId: string | null;
}
