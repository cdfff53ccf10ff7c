import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ConversationNoteView, InboxList } from '@club/contracts';
import { ChatCore } from '../chat/chat-core.service.js';
import { RealtimeBus } from '../realtime/bus/realtime-bus.js';
import type { UserEntity } from '../users/user.entity.js';

/** The column that ties a note to a conversation of each inbox list. */
const CONVERSATION_COLUMN: Record<InboxList, string> = {
  user: '"memberConversationId"',
  anonymous: '"visitorConversationId"',
};

interface NoteRow {
  id: string;
  conversationId: string;
  authorId: string | null;
  authorName: string | null;
  content: string;
  createdAt: Date;
}

function noteView(list: InboxList, row: NoteRow): ConversationNoteView<Date> {
  return {
    id: Number(row.id),
    conversationId: row.conversationId,
    conversationKind: list,
    author:
      row.authorId && row.authorName !== null
        ? { id: row.authorId, username: row.authorName }
        : null,
    content: row.content,
    createdAt: row.createdAt,
  };
}

/**
 * Admins' private notes on a conversation of either list. They are stored apart from messages
 * and announced on the bus with no audience, so only admins ever read or hear of them; adding
 * one leaves the conversation's status, activity time and unread counts as they were.
 */
@Injectable()
export class NotesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly chat: ChatCore,
    private readonly bus: RealtimeBus,
  ) {}

  /** Oldest first; a conversation that does not exist is "not found". */
  async notesOf(list: InboxList, conversationId: string): Promise<ConversationNoteView<Date>[]> {
    const conversation = await this.chat.byId(list, conversationId);
    const column = CONVERSATION_COLUMN[list];
    const rows: NoteRow[] = await this.dataSource.query(
      `SELECT n."id", n.${column} AS "conversationId", n."authorId", u."username" AS "authorName",
              n."content", n."createdAt"
         FROM "conversation_notes" n LEFT JOIN "users" u ON u."id" = n."authorId"
        WHERE n.${column} = $1
        ORDER BY n."id"`,
      [conversation.id],
    );
    return rows.map((row) => noteView(list, row));
  }

  async add(
    list: InboxList,
    conversationId: string,
    author: UserEntity,
    content: string,
  ): Promise<ConversationNoteView<Date>> {
    const conversation = await this.chat.byId(list, conversationId);
    const column = CONVERSATION_COLUMN[list];
    const [row]: NoteRow[] = await this.dataSource.query(
      `INSERT INTO "conversation_notes" (${column}, "authorId", "content") VALUES ($1, $2, $3)
       RETURNING "id", ${column} AS "conversationId", "authorId", $4::text AS "authorName",
                 "content", "createdAt"`,
      [conversation.id, author.id, content, author.username],
    );
    const note = noteView(list, row);
    await this.bus.publish({ type: 'note_added', list, conversationId: conversation.id, note });
    return note;
  }
}
