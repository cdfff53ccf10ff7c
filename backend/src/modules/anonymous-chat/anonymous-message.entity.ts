import { Column, CreateDateColumn, Entity, Generated, PrimaryColumn } from 'typeorm';
import { bigintId } from '../../common/bigint-id.transformer.js';
import type { MessageType } from '../chat/chat.types.js';

@Entity('anonymous_messages')
export class AnonymousMessageEntity {
  @PrimaryColumn({ type: 'bigint', transformer: bigintId })
  @Generated('increment')
  id: number;

  @Column({ type: 'uuid' })
  conversationId: string;

  @Column({ type: 'varchar', length: 100 })
  deviceId: string;

  @Column({ type: 'text', default: '' })
  content: string;

  @Column({ type: 'varchar', length: 10, default: 'text' })
  messageType: MessageType;

  @Column({ type: 'varchar', length: 255, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'boolean', default: false })
  isFromAdmin: boolean;

  @Column({ type: 'uuid', nullable: true })
  adminSenderId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
