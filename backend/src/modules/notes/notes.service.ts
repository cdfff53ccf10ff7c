import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { NOTE_ERROR, type ConversationNoteView, type InboxList } from '@club/contracts';
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
  updatedAt: Date | null;
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
    updatedAt: row.updatedAt,
  };
}

/**
 * Admins' private notes on a conversation of either list. They are stored apart from messages
 * and announced on the bus with no audience, so only admins ever read or hear of them; adding,
 * editing or deleting one leaves the conversation's status, activity time and unread counts as
 * they were. Only a note's author edits or deletes it.
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
              n."content", n."createdAt", n."updatedAt"
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
                 "content", "createdAt", "updatedAt"`,
      [conversation.id, author.id, content, author.username],
    );
    const note = noteView(list, row);
    await this.bus.publish({ type: 'note_added', list, conversationId: conversation.id, note });
    return note;
  }

  async edit(
    list: InboxList,
    conversationId: string,
    noteId: number,
    editor: UserEntity,
    content: string,
  ): Promise<ConversationNoteView<Date>> {
    const { column } = await this.authorsNote(list, conversationId, noteId, editor);
    // TypeORM answers an UPDATE … RETURNING as [rows, affected].
    const [[row]]: [NoteRow[], number] = await this.dataSource.query(
      `UPDATE "conversation_notes" SET "content" = $2, "updatedAt" = now() WHERE "id" = $1
       RETURNING "id", ${column} AS "conversationId", "authorId", $3::text AS "authorName",
                 "content", "createdAt", "updatedAt"`,
      [noteId, content, editor.username],
    );
    const note = noteView(list, row);
    await this.bus.publish({
      type: 'note_updated',
      list,
      conversationId: note.conversationId,
      note,
    });
    return note;
  }

  async remove(
    list: InboxList,
    conversationId: string,
    noteId: number,
    remover: UserEntity,
  ): Promise<void> {
    const { conversation } = await this.authorsNote(list, conversationId, noteId, remover);
    await this.dataSource.query(`DELETE FROM "conversation_notes" WHERE "id" = $1`, [noteId]);
    await this.bus.publish({
      type: 'note_deleted',
      list,
      conversationId: conversation.id,
      noteId,
    });
  }

  /**
   * The note's conversation and its column, once the note is known to be on that conversation
   * (else "not found", as for a conversation that does not exist) and written by this admin.
   */
  private async authorsNote(
    list: InboxList,
    conversationId: string,
    noteId: number,
    admin: UserEntity,
  ): Promise<{ conversation: { id: string }; column: string }> {
    const conversation = await this.chat.byId(list, conversationId);
    const column = CONVERSATION_COLUMN[list];
    const [note]: { authorId: string | null }[] = Number.isSafeInteger(noteId)
      ? await this.dataSource.query(
          `SELECT "authorId" FROM "conversation_notes" WHERE "id" = $1 AND ${column} = $2`,
          [noteId, conversation.id],
        )
      : [];
    if (!note) throw new NotFoundException(NOTE_ERROR.notFound);
    if (note.authorId !== admin.id) throw new ForbiddenException(NOTE_ERROR.notAuthor);
    return { conversation, column };
  }
}
