import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import type { InboxList } from '@club/contracts';
import { ChatCore } from '../chat/chat-core.service.js';
import { CHAT_LISTS } from '../chat/chat-lists.js';
import { UserEntity } from '../users/user.entity.js';
import { DeskError, DeskErrorCode } from './desk-error.js';

/** Who holds a conversation, for either inbox list: set by an admin, told to every admin. */
@Injectable()
export class AssignmentService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly core: ChatCore,
  ) {}

  /** Gives the conversation to an admin (null: to nobody); refused unless the assignee is an admin. */
  async assign(list: InboxList, conversationId: string, assigneeId: string | null): Promise<void> {
    const conversation = await this.core.byId(list, conversationId);
    if (assigneeId !== null && !(await this.users.existsBy({ id: assigneeId, role: 'admin' })))
      throw new DeskError(DeskErrorCode.AssigneeNotAdmin);
    await this.dataSource.query(
      `UPDATE ${CHAT_LISTS[list].conversationTable} SET "assigneeId" = $2 WHERE "id" = $1`,
      [conversation.id, assigneeId],
    );
    await this.core.announceUpdate(list, conversation.id);
  }
}
