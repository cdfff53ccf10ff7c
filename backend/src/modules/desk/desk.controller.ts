import { Body, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { AdminChatRoutes } from '../chat/admin-list-routes.js';
import { AdminPresence } from './admin-presence.js';
import { AssignmentService } from './assignment.service.js';
import { AssignDto } from './dto/assign.dto.js';
import { DeskAdminView } from './dto/desk-admin.view.js';

const ASSIGN_SUMMARY = 'Give the conversation to an admin, or to nobody (assigneeId null)';

/** The desk's admin routes: assignment for both inbox lists, and the admins' presence. */
@AdminChatRoutes()
export class DeskController {
  constructor(
    private readonly assignments: AssignmentService,
    private readonly presence: AdminPresence,
  ) {}

  @Put('conversations/:id/assignee')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: `${ASSIGN_SUMMARY} (a member's conversation)` })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ description: 'The assignee is not an admin' })
  @ApiNotFoundResponse({ description: 'No such conversation' })
  assignMember(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: AssignDto,
  ): Promise<void> {
    return this.assignments.assign('user', id, body.assigneeId);
  }

  @Put('anonymous-conversations/:id/assignee')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: `${ASSIGN_SUMMARY} (a visitor's conversation)` })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ description: 'The assignee is not an admin' })
  @ApiNotFoundResponse({ description: 'No such conversation' })
  assignVisitor(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: AssignDto,
  ): Promise<void> {
    return this.assignments.assign('anonymous', id, body.assigneeId);
  }

  @Get('desk/admins')
  @ApiOperation({ summary: 'Every admin with their presence: online, away or offline' })
  @ApiOkResponse({ type: [DeskAdminView] })
  admins(): Promise<DeskAdminView[]> {
    return this.presence.roster();
  }
}
