import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ConversationStatus } from '../chat/chat.types.js';

/** "device": the device-identified widget; "guest": the guest-named widget. */
export type VisitorChatKind = 'device' | 'guest';

@Entity('anonymous_conversations')
export class AnonymousConversationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  deviceId: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  displayName: string | null;

  @Column({ type: 'varchar', length: 8, default: 'device' })
  kind: VisitorChatKind;

  /** SHA-256 of the visitor's chat_state token: only that browser may use the conversation. */
  @Column({ type: 'char', length: 64, select: false })
  visitorKey: string;

  @Column({ type: 'uuid', nullable: true })
  adminId: string | null;

  @Column({ type: 'varchar', length: 16, default: 'open' })
  status: ConversationStatus;

  @Column({ type: 'varchar', length: 50, default: 'Support' })
  subject: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastMessageAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
