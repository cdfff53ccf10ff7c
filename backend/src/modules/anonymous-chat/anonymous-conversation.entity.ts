import type { DepositGame, VisitorChatKind } from '@club/contracts';
import { Column, Entity } from 'typeorm';
import { ChatConversationColumns } from '../chat/chat-columns.js';

/** A visitor's conversation: owned by the browser whose chat_state hashes to its visitor key. */
@Entity('anonymous_conversations')
export class AnonymousConversationEntity extends ChatConversationColumns {
  /** The device id (device widget) or the guest name (guest widget) the visitor goes by; "deviceId" in the API. */
  @Column({ name: 'deviceId', type: 'varchar', length: 100 })
  visitorHandle: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  displayName: string | null;

  /** The widget the conversation belongs to. */
  @Column({ type: 'varchar', length: 8, default: 'device' })
  kind: VisitorChatKind;

  /** The page the visitor started the chat from, as the widget said (admins only). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  startedOnPage: string | null;

  /** The game whose deposit button started the chat (admins only). */
  @Column({ type: 'varchar', length: 16, nullable: true })
  startedForGame: DepositGame | null;

  /** Where the visitor asked for a reply while no one was online (the visitor and admins only). */
  @Column({ type: 'varchar', length: 254, nullable: true, select: false })
  followUpEmail: string | null;

  /** When the link mailed to the follow-up address was opened; replies are mailed only after. */
  @Column({ type: 'timestamptz', nullable: true, select: false })
  followUpEmailConfirmedAt: Date | null;

  /** SHA-256 of the pending confirmation link's token, and when it stops working. */
  @Column({ type: 'bytea', nullable: true, select: false })
  followUpTokenHash: Buffer | null;

  @Column({ type: 'timestamptz', nullable: true, select: false })
  followUpTokenExpiresAt: Date | null;

  /** SHA-256 of the visitor's chat_state token: only that browser may use the conversation. */
  @Column({ type: 'char', length: 64, select: false })
  visitorKey: string;
}
