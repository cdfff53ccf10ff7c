import { Column, Entity } from 'typeorm';
import { ChatMessageColumns } from '../chat/chat-columns.js';

/** A message of a visitor's conversation. */
@Entity('anonymous_messages')
export class AnonymousMessageEntity extends ChatMessageColumns {
  /** Its conversation's visitor handle (device id or guest name), copied when it is stored. */
  @Column({ name: 'deviceId', type: 'varchar', length: 100 })
  visitorHandle: string;

  /** The admin who wrote it, for support messages. */
  @Column({ type: 'uuid', nullable: true })
  adminSenderId: string | null;
}
