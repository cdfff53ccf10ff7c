import type { InboxList } from '@club/contracts';
import {
  Body,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
  Res,
  type Type,
} from '@nestjs/common';
import {
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { EmptyBodyDto } from '../../common/dto/empty-body.dto.js';
import type { UserEntity } from '../users/user.entity.js';
import { ChatCore } from './chat-core.service.js';
import type { MessageOf } from './chat-lists.js';
import { NEXT_CURSOR_HEADER, sendPage } from './conversation-page.js';
import { AdminConversationsQueryDto } from './dto/admin-conversations-query.dto.js';
import { MessagesQueryDto } from './dto/messages-query.dto.js';
import { UpdateStatusDto } from './dto/update-status.dto.js';
import { AdminRoutes } from '../../common/decorators/admin-routes.decorator.js';

const PAGE_HEADERS = {
  [NEXT_CURSOR_HEADER]: {
    description: 'Pass as ?cursor= for the next page; absent on the last page',
    schema: { type: 'string' },
  },
};

/** The admin's chat controllers: under /api/admin, admins only. */
export const AdminChatRoutes = () => AdminRoutes('admin chat', 'admin');

/** One page of an admin list, with the next page's cursor when more remain. */
export interface ConversationPages {
  page(
    query: AdminConversationsQueryDto,
    viewerId?: string,
  ): Promise<{ items: object[]; nextCursor?: string }>;
}

/** What tells one list's admin routes from the other's: paths, documented views and texts. */
export interface AdminListRoutesOptions<L extends InboxList> {
  list: L;
  /** The list's path under /api/admin ("conversations", "anonymous-conversations"). */
  path: string;
  listSummary: string;
  listView: Type;
  messagesSummary: string;
  messageView: Type;
  /** Whether admins read this list's messages with their sender's account. */
  withSender: boolean;
  toMessageView(message: MessageOf<L>): object;
  /** The customer in the summaries ("member's", "visitor's"). */
  owner: string;
}

/** The admin routes both inbox lists have alike, at `<path>` and `<path>/:id/…`. */
export function AdminListRoutes<L extends InboxList>(options: AdminListRoutesOptions<L>) {
  const { list, path } = options;

  class AdminListRoutesOf {
    constructor(
      protected readonly core: ChatCore,
      private readonly pages: ConversationPages,
    ) {}

    @Get(path)
    @ApiOperation({ summary: options.listSummary })
    @ApiResponse({ status: 200, type: [options.listView], headers: PAGE_HEADERS })
    async conversations(
      @Query() query: AdminConversationsQueryDto,
      @Res({ passthrough: true }) response: Response,
      @CurrentUser() admin: UserEntity,
    ): Promise<object[]> {
      return sendPage(response, await this.pages.page(query, admin.id));
    }

    @Get(`${path}/:id/messages`)
    @ApiOperation({ summary: options.messagesSummary })
    @ApiOkResponse({ type: [options.messageView] })
    @ApiNotFoundResponse({ description: 'No such conversation' })
    async messages(
      @Param('id', new ParseUUIDPipe()) id: string,
      @Query() query: MessagesQueryDto,
    ): Promise<object[]> {
      const conversation = await this.core.byId(list, id);
      const messages = await this.core.messagesOf(list, conversation.id, query, options.withSender);
      return messages.map((message) => options.toMessageView(message));
    }

    @Post(`${path}/:id/mark-read`)
    @HttpCode(HttpStatus.OK)
    @ApiOperation({ summary: `Mark the ${options.owner} messages read (clears the unread count)` })
    @ApiOkResponse({ schema: { example: { updated: 3 } } })
    async markRead(
      @Param('id', new ParseUUIDPipe()) id: string,
      @Body() _body: EmptyBodyDto,
    ): Promise<{ updated: number }> {
      const conversation = await this.core.byId(list, id);
      return { updated: await this.core.markRead(list, conversation.id, true) };
    }

    @Patch(`${path}/:id/status`)
    @HttpCode(HttpStatus.NO_CONTENT)
    @ApiOperation({ summary: 'Close or reopen a conversation' })
    @ApiNoContentResponse()
    async setStatus(
      @Param('id', new ParseUUIDPipe()) id: string,
      @Body() body: UpdateStatusDto,
      @CurrentUser() admin: UserEntity,
    ): Promise<void> {
      const conversation = await this.core.byId(list, id);
      await this.core.setStatus(list, conversation.id, body.status, admin);
    }
  }
  return AdminListRoutesOf;
}
