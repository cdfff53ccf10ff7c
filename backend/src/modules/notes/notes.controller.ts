import type { InboxList } from '@club/contracts';
import { Body, Get, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { AdminChatRoutes } from '../chat/admin-list-routes.js';
import type { UserEntity } from '../users/user.entity.js';
import { ConversationNoteDto, CreateNoteDto } from './dto/note.dto.js';
import { NotesService } from './notes.service.js';

/** Private notes under each admin list's conversations: admins only, like every /api/admin route. */
@AdminChatRoutes()
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  @Get('conversations/:id/notes')
  @ApiOperation({ summary: "Private notes on a member's conversation, oldest first (admins only)" })
  @ApiOkResponse({ type: [ConversationNoteDto] })
  @ApiNotFoundResponse({ description: 'No such conversation' })
  memberNotes(@Param('id', new ParseUUIDPipe()) id: string): Promise<ConversationNoteDto[]> {
    return this.notes.notesOf('user', id);
  }

  @Post('conversations/:id/notes')
  @ApiOperation({ summary: "Add a private note to a member's conversation; only admins see it" })
  @ApiCreatedResponse({ type: ConversationNoteDto })
  @ApiBadRequestResponse({ description: 'Empty or too long' })
  @ApiNotFoundResponse({ description: 'No such conversation' })
  addMemberNote(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: CreateNoteDto,
    @CurrentUser() admin: UserEntity,
  ): Promise<ConversationNoteDto> {
    return this.add('user', id, body, admin);
  }

  @Get('anonymous-conversations/:id/notes')
  @ApiOperation({
    summary: "Private notes on a visitor's conversation, oldest first (admins only)",
  })
  @ApiOkResponse({ type: [ConversationNoteDto] })
  @ApiNotFoundResponse({ description: 'No such conversation' })
  visitorNotes(@Param('id', new ParseUUIDPipe()) id: string): Promise<ConversationNoteDto[]> {
    return this.notes.notesOf('anonymous', id);
  }

  @Post('anonymous-conversations/:id/notes')
  @ApiOperation({ summary: "Add a private note to a visitor's conversation; only admins see it" })
  @ApiCreatedResponse({ type: ConversationNoteDto })
  @ApiBadRequestResponse({ description: 'Empty or too long' })
  @ApiNotFoundResponse({ description: 'No such conversation' })
  addVisitorNote(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: CreateNoteDto,
    @CurrentUser() admin: UserEntity,
  ): Promise<ConversationNoteDto> {
    return this.add('anonymous', id, body, admin);
  }

  private add(list: InboxList, id: string, body: CreateNoteDto, admin: UserEntity) {
    return this.notes.add(list, id, admin, body.content);
  }
}
