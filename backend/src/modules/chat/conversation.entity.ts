import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';
import { ChatConversationColumns } from './chat-columns.js';

/** A member's conversation: owned by their account. */
@Entity('conversations')
export class ConversationEntity extends ChatConversationColumns {
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;
}
