import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DataSource,
  MoreThan,
  type EntityTarget,
  type ObjectLiteral,
  type Repository,
} from 'typeorm';
import { AdminAnonymousConversationList } from '../anonymous-chat/admin-anonymous-conversation-list.js';
import { RealtimeBus } from '../realtime/bus/realtime-bus.js';
import {
  messageEvent,
  type ConversationUpdatedEvent,
  type MessageEventOf,
} from '../realtime/bus/realtime-event.js';
import { ImageCleanup } from '../uploads/image-cleanup.js';
import { ImageStorage } from '../uploads/image-storage.js';
import type { UserEntity } from '../users/user.entity.js';
import { AdminConversationList } from './admin-conversation-list.js';
import { ChatError, ChatErrorCode } from './chat-error.js';
import {
  CHAT_LISTS,
  type ChatListDescription,
  type ConversationOf,
  type ConversationOwner,
  type MessageOf,
  type MessageViews,
} from './chat-lists.js';
import {
  formatPackagePrice,
  paymentRequestMessageText,
  STORE_PACKAGE_NAME,
  type ConversationStatus,
  type InboxList,
  type MessageType,
} from '@club/contracts';
import type { PaymentRequestEntity } from '../payment-requests/payment-request.entity.js';
import type { MessagesQueryDto } from './dto/messages-query.dto.js';
import {
  MessageStore,
  type ConversationAfterMessage,
  type StoredMessage,
} from './message-store.js';
import { markOtherSideRead, messagesReadEvent } from './read-receipts.js';

export interface MessageInput {
  content?: string;
  messageType?: MessageType;
  imageUrl?: string | null;
  /** The browser's id for the send: a repeat answers the message stored with it. */
  clientMessageId?: string;
}

/** The socket a message was sent from, so that socket's copy can carry its clientMessageId. */
export interface SendOrigin {
  socketId: string;
  clientMessageId?: string;
}

/**
 * Who writes: support (an admin, to any conversation of the list), or the conversation's owner:
 * a member (whose account is the sender) or a visitor (undefined key: no chat_state cookie).
 */
export type ChatAuthor =
  { support: UserEntity } | { owner: ConversationOwner | undefined; member?: UserEntity };

const DEFAULT_MESSAGE_LIMIT = 500;

/**
 * DESIGN §4: a customer message (re)opens the conversation, a support answer leaves it
 * waiting for the customer; closing is an explicit admin action.
 */
function statusAfterMessage(fromSupport: boolean): ConversationStatus {
  return fromSupport ? 'waiting' : 'open';
}

/**
 * One chat for every kind: the conversations and messages of both inbox lists, read, written,
 * marked read, closed and deleted by the same code, told apart only by their list's description.
 */
@Injectable()
export class ChatCore {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly store: MessageStore,
    private readonly bus: RealtimeBus,
    private readonly images: ImageStorage,
    private readonly imageCleanup: ImageCleanup,
    private readonly memberList: AdminConversationList,
    private readonly visitorList: AdminAnonymousConversationList,
  ) {}

  async byId<L extends InboxList>(list: L, id: string): Promise<ConversationOf<L>> {
    return this.found<L>(
      await this.repository(CHAT_LISTS[list].conversationEntity).findOneBy({ id }),
    );
  }

  /** Another owner's conversation answers "not found", exactly like one that does not exist. */
  async ownedBy<L extends InboxList>(
    list: L,
    owner: ConversationOwner | undefined,
    id: string,
  ): Promise<ConversationOf<L>> {
    if (!owner) throw new ChatError(ChatErrorCode.ConversationNotFound);
    const d: ChatListDescription<L> = CHAT_LISTS[list];
    return this.found<L>(
      await this.repository(d.conversationEntity).findOneBy({ id, ...d.ownerWhere(owner) }),
    );
  }

  /** Oldest first, after `query.after`; members' messages with their sender when `withSender`. */
  async messagesOf<L extends InboxList>(
    list: L,
    conversationId: string,
    query: MessagesQueryDto,
    withSender = false,
  ): Promise<MessageOf<L>[]> {
    const messages = await this.repository(CHAT_LISTS[list].messageEntity).find({
      where: {
        conversationId,
        ...(query.after !== undefined ? { id: MoreThan(query.after) } : {}),
      },
      relations: withSender ? { sender: true, paymentRequest: true } : { paymentRequest: true },
      order: { id: 'ASC' },
      take: query.limit ?? DEFAULT_MESSAGE_LIMIT,
    });
    return messages as MessageOf<L>[];
  }

  /**
   * Stores a message and updates its conversation atomically (batched with concurrent sends),
   * then fans it out. An owner reaches only their own conversations: no row back is "not found".
   * A message is from support only when an admin writes it, never because a client says so.
   */
  async send<L extends InboxList>(
    list: L,
    conversationId: string,
    author: ChatAuthor,
    input: MessageInput,
    origin?: SendOrigin,
  ): Promise<MessageViews<L>['forOwner']> {
    const support = 'support' in author ? author.support : undefined;
    const owner = 'owner' in author ? author.owner : undefined;
    if (!support && !owner) throw new ChatError(ChatErrorCode.ConversationNotFound);
    const sender = support ?? ('member' in author ? author.member : undefined);
    const { content, messageType, imageUrl } = await this.storable(list, conversationId, input);
    const clientMessageId = input.clientMessageId ?? null;
    const saved = await this.store.store(list, {
      conversationId,
      ownerKey: owner?.key ?? null,
      kind: owner?.kind ?? null,
      visitorHandle: owner?.visitorHandle ?? null,
      senderId: sender?.id ?? null,
      fromSupport: Boolean(support),
      content,
      messageType,
      imageUrl,
      status: statusAfterMessage(Boolean(support)),
      clientMessageId,
    });
    if (saved) return this.announceMessage(list, saved.message, saved.conversation, sender, origin);
    if (!clientMessageId) throw new ChatError(ChatErrorCode.ConversationNotFound);
    return this.answerRepeat(
      list,
      conversationId,
      owner,
      Boolean(support),
      clientMessageId,
      origin,
    );
  }

  /**
   * A send whose clientMessageId this side of the conversation already used: it was stored (its
   * answer was lost, or it was tried again meanwhile), so it is answered with that message, and a
   * socket's send is acknowledged to that socket alone. Nobody else hears it again. The writer
   * must still reach the conversation: anyone else's is "not found", as for any send.
   */
  private async answerRepeat<L extends InboxList>(
    list: L,
    conversationId: string,
    owner: ConversationOwner | undefined,
    fromSupport: boolean,
    clientMessageId: string,
    origin: SendOrigin | undefined,
  ): Promise<MessageViews<L>['forOwner']> {
    const d: ChatListDescription<L> = CHAT_LISTS[list];
    const conversation = owner
      ? await this.ownedBy(list, owner, conversationId)
      : await this.byId(list, conversationId);
    const earlier = await this.repository(d.messageEntity).findOne({
      where: { conversationId, isFromAdmin: fromSupport, clientMessageId },
      relations: d.messageRelations as Record<string, boolean>,
    });
    if (!earlier) throw new ChatError(ChatErrorCode.ConversationNotFound);
    const message = earlier as MessageOf<L>;
    const sender = 'sender' in message ? (message.sender ?? undefined) : undefined;
    const { forOwner, forAdmins } = d.viewsOf(d.storedOf(message), sender);
    if (origin) {
      const { status, lastMessageAt, assigneeId } = conversation;
      const event: MessageEventOf<L> = {
        type: 'new_message',
        list,
        conversationId,
        // Heard by the origin socket only.
        audience: {},
        forOwner,
        forAdmins,
        conversation: { id: conversationId, status, lastMessageAt, assigneeId },
        origin,
        repeat: true,
      };
      await this.bus.publish(messageEvent(event));
    }
    return forOwner;
  }

  /**
   * Support's message that shows a payment request: stored and fanned out like any support
   * answer, with a text that lists, previews and search show.
   */
  async sendPaymentRequest(
    list: InboxList,
    admin: UserEntity,
    request: PaymentRequestEntity,
  ): Promise<void> {
    const saved = await this.store.store(list, {
      conversationId: request.conversationId,
      ownerKey: null,
      kind: null,
      visitorHandle: null,
      senderId: admin.id,
      fromSupport: true,
      content: paymentRequestMessageText(
        STORE_PACKAGE_NAME[request.packageId],
        formatPackagePrice(request.amount),
      ),
      messageType: 'payment_request',
      imageUrl: null,
      status: statusAfterMessage(true),
      paymentRequest: request,
    });
    if (!saved) throw new ChatError(ChatErrorCode.ConversationNotFound);
    await this.announceMessage(list, saved.message, saved.conversation, admin);
  }

  /** Publishes a stored message: admins get their view and the conversation's progress, the owner theirs. */
  async announceMessage<L extends InboxList>(
    list: L,
    message: StoredMessage,
    conversation: ConversationAfterMessage,
    sender: UserEntity | undefined,
    origin?: SendOrigin,
  ): Promise<MessageViews<L>['forOwner']> {
    const d: ChatListDescription<L> = CHAT_LISTS[list];
    const { forOwner, forAdmins } = d.viewsOf(message, sender);
    const { status, lastMessageAt, assigneeId } = conversation;
    const event: MessageEventOf<L> = {
      type: 'new_message',
      list,
      conversationId: message.conversationId,
      audience: d.audienceOf(conversation.ownerKey),
      forAdmins,
      forOwner,
      conversation: { id: message.conversationId, status, lastMessageAt, assigneeId },
      origin,
    };
    await this.bus.publish(messageEvent(event));
    return forOwner;
  }

  /**
   * Marks the other side's messages read: support's for the customer, the customer's for support;
   * the other side hears of it ("Seen").
   */
  async markRead(
    list: InboxList,
    conversationId: string,
    readerIsSupport: boolean,
  ): Promise<number> {
    const d = CHAT_LISTS[list];
    const receipt = await markOtherSideRead(this.dataSource, d, conversationId, readerIsSupport);
    if (!receipt) return 0;
    await this.bus.publish(messagesReadEvent(d, conversationId, readerIsSupport, receipt));
    if (readerIsSupport) await this.announceUpdate(list, conversationId);
    return receipt.updated;
  }

  async setStatus(
    list: InboxList,
    conversationId: string,
    status: ConversationStatus,
    admin: UserEntity,
  ): Promise<void> {
    await this.repository(CHAT_LISTS[list].conversationEntity).update(
      { id: conversationId },
      { status, closedAt: status === 'closed' ? () => 'now()' : null, adminId: admin.id },
    );
    await this.announceUpdate(list, conversationId);
  }

  /** Deletes the conversation, its messages and the images sent in it. */
  async delete(list: InboxList, conversationId: string): Promise<void> {
    const d = CHAT_LISTS[list];
    const images = await this.imageCleanup.imagesOf({ list, id: conversationId });
    const [deleted]: [{ ownerKey: string }[], number] = await this.dataSource.query(
      `DELETE FROM ${d.conversationTable} WHERE "id" = $1 RETURNING ${d.ownerColumn} AS "ownerKey"`,
      [conversationId],
    );
    await this.imageCleanup.deleteUnlinked(images);
    if (!deleted.length) return;
    await this.bus.publish({
      type: 'conversation_deleted',
      list,
      conversationId,
      audience: d.audienceOf(deleted[0].ownerKey),
    });
  }

  /** Tells admins the conversation's list item changed (read, status, name). */
  async announceUpdate(list: InboxList, conversationId: string): Promise<void> {
    const event: ConversationUpdatedEvent | undefined =
      list === 'user'
        ? await this.memberList
            .one(conversationId)
            .then(
              (forAdmins) =>
                forAdmins && { type: 'conversation_updated', list, conversationId, forAdmins },
            )
        : await this.visitorList
            .one(conversationId)
            .then(
              (forAdmins) =>
                forAdmins && { type: 'conversation_updated', list, conversationId, forAdmins },
            );
    if (event) await this.bus.publish(event);
  }

  /**
   * The text, type and image of a message as it will be stored; refused when it is empty or its
   * image is not one stored here that may go in this conversation (fresh and unused, or already in it).
   */
  private async storable(list: InboxList, conversationId: string, input: MessageInput) {
    const content = (input.content ?? '').trim();
    const imageUrl = input.imageUrl ?? null;
    if (imageUrl !== null && !(await this.images.usableIn(imageUrl, { list, id: conversationId })))
      throw new ChatError(ChatErrorCode.ForeignImage);
    if (!content && !imageUrl) throw new ChatError(ChatErrorCode.EmptyMessage);
    return { content, messageType: (imageUrl ? 'image' : 'text') as MessageType, imageUrl };
  }

  /** Either list's tables, through the columns they share. */
  private repository(entity: EntityTarget<ObjectLiteral>): Repository<ObjectLiteral> {
    return this.dataSource.getRepository(entity);
  }

  private found<L extends InboxList>(conversation: ObjectLiteral | null): ConversationOf<L> {
    if (!conversation) throw new ChatError(ChatErrorCode.ConversationNotFound);
    return conversation as ConversationOf<L>;
  }
}
