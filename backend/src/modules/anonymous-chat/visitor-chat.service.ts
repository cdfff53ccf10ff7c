import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChatCore } from '../chat/chat-core.service.js';
import type { ChatOriginRequest, Subject, VisitorChatKind } from '@club/contracts';
import { AnonymousConversationEntity } from './anonymous-conversation.entity.js';

/** Where a new conversation was started, as stored (only when it is created). */
function originColumns(origin: ChatOriginRequest): Partial<AnonymousConversationEntity> {
  return { startedOnPage: origin.page ?? null, startedForGame: origin.game ?? null };
}

/** Runs before a new conversation is stored, and may refuse it (by throwing). */
export type BeforeCreate = () => Promise<void>;

/** What only visitors' chats have: conversations found by chat_state, widget and handle, and renames. */
@Injectable()
export class VisitorChatService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly core: ChatCore,
  ) {}

  /** The device widget's conversation of this visitor and device, created on first use. */
  async findOrCreateDevice(
    visitorKey: string,
    deviceId: string,
    displayName: string | undefined,
    origin: ChatOriginRequest,
    beforeCreate: BeforeCreate,
  ): Promise<AnonymousConversationEntity> {
    return this.findOrCreate(
      visitorKey,
      'device',
      deviceId,
      { displayName: displayName ?? null, ...originColumns(origin) },
      beforeCreate,
    );
  }

  /** The guest widget's conversation of this visitor and name, created on first use. */
  async findOrCreateGuest(
    visitorKey: string,
    username: string,
    subject: Subject,
    origin: ChatOriginRequest,
    beforeCreate: BeforeCreate,
  ): Promise<AnonymousConversationEntity> {
    return this.findOrCreate(
      visitorKey,
      'guest',
      username,
      { displayName: username, subject, ...originColumns(origin) },
      beforeCreate,
    );
  }

  async findGuest(
    visitorKey: string | undefined,
    username: string,
  ): Promise<AnonymousConversationEntity[]> {
    if (!visitorKey) return [];
    return this.conversations().find({
      where: { visitorKey, kind: 'guest', visitorHandle: username },
      order: { firstMessageAt: { direction: 'DESC', nulls: 'LAST' }, lastMessageAt: 'DESC' },
    });
  }

  /** Whether this browser's visitor key holds a conversation of that widget for that device id (or guest name). */
  async isVisitorOf(
    visitorKey: string,
    kind: VisitorChatKind,
    visitorHandle: string,
  ): Promise<boolean> {
    return this.conversations().exists({ where: { visitorKey, kind, visitorHandle } });
  }

  async rename(
    conversation: AnonymousConversationEntity,
    displayName: string | null,
  ): Promise<AnonymousConversationEntity> {
    await this.conversations().update({ id: conversation.id }, { displayName });
    await this.core.announceUpdate('anonymous', conversation.id);
    return this.core.byId('anonymous', conversation.id);
  }

  /** A guest's name is also the handle their conversation is found and authenticated by. */
  async renameGuest(
    conversation: AnonymousConversationEntity,
    username: string,
  ): Promise<AnonymousConversationEntity> {
    await this.conversations().update(
      { id: conversation.id },
      { displayName: username, visitorHandle: username },
    );
    await this.core.announceUpdate('anonymous', conversation.id);
    return this.core.byId('anonymous', conversation.id);
  }

  private async findOrCreate(
    visitorKey: string,
    kind: VisitorChatKind,
    visitorHandle: string,
    fields: Partial<AnonymousConversationEntity>,
    beforeCreate: BeforeCreate,
  ): Promise<AnonymousConversationEntity> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `visitor:${visitorKey}:${kind}:${visitorHandle}`,
      ]);
      const existing = await manager.findOne(AnonymousConversationEntity, {
        where: { visitorKey, kind, visitorHandle },
        order: { lastMessageAt: 'DESC' },
      });
      if (existing) return existing;
      await beforeCreate();
      const created = await manager.save(
        manager.create(
          AnonymousConversationEntity,
          Object.assign({}, fields, { visitorKey, kind, visitorHandle }),
        ),
      );
      return manager.findOneByOrFail(AnonymousConversationEntity, { id: created.id });
    });
  }

  private conversations() {
    return this.dataSource.getRepository(AnonymousConversationEntity);
  }
}
