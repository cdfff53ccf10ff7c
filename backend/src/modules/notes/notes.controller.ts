import type { InboxList } from '@club/contracts';
import {
  applyDecorators,
  Body,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseIntPipe,
  ParseUUIDPipe,
  Patch,
  Post,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { AdminChatRoutes } from '../chat/admin-list-routes.js';
import type { UserEntity } from '../users/user.entity.js';
import { ConversationNoteDto, CreateNoteDto } from './dto/note.dto.js';
import { NotesService } from './notes.service.js';

const EditNote = (whose: string) =>
  applyDecorators(
    Patch(`${whose}/:id/notes/:noteId`),
    ApiOperation({ summary: 'Edit a private note: its author only' }),
    ApiOkResponse({ type: ConversationNoteDto }),
    ApiBadRequestResponse({ description: 'Empty or too long' }),
    ApiForbiddenResponse({ description: 'Another admin wrote the note' }),
    ApiNotFoundResponse({ description: 'No such conversation, or no such note on it' }),
  );

const DeleteNote = (whose: string) =>
  applyDecorators(
    Delete(`${whose}/:id/notes/:noteId`),
    HttpCode(HttpStatus.NO_CONTENT),
    ApiOperation({ summary: 'Delete a private note: its author only' }),
    ApiNoContentResponse(),
    ApiForbiddenResponse({ description: 'Another admin wrote the note' }),
    ApiNotFoundResponse({ description: 'No such conversation, or no such note on it' }),
  );

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

  @EditNote('conversations')
  editMemberNote(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Param('noteId', new ParseIntPipe()) noteId: number,
    @Body() body: CreateNoteDto,
    @CurrentUser() admin: UserEntity,
  ): Promise<ConversationNoteDto> {
    return this.notes.edit('user', id, noteId, admin, body.content);
  }

  @DeleteNote('conversations')
  removeMemberNote(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Param('noteId', new ParseIntPipe()) noteId: number,
    @CurrentUser() admin: UserEntity,
  ): Promise<void> {
    return this.notes.remove('user', id, noteId, admin);
  }

  @EditNote('anonymous-conversations')
  editVisitorNote(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Param('noteId', new ParseIntPipe()) noteId: number,
    @Body() body: CreateNoteDto,
    @CurrentUser() admin: UserEntity,
  ): Promise<ConversationNoteDto> {
    return this.notes.edit('anonymous', id, noteId, admin, body.content);
  }

  @DeleteNote('anonymous-conversations')
  removeVisitorNote(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Param('noteId', new ParseIntPipe()) noteId: number,
    @CurrentUser() admin: UserEntity,
  ): Promise<void> {
    return this.notes.remove('anonymous', id, noteId, admin);
  }

  private add(list: InboxList, id: string, body: CreateNoteDto, admin: UserEntity) {
    return this.notes.add(list, id, admin, body.content);
  }
}
