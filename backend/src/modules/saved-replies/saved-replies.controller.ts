import {
  Body,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { AdminChatRoutes } from '../chat/admin-list-routes.js';
import { SavedReplyDto, SavedReplyViewDto, UpdateSavedReplyDto } from './dto/saved-reply.dto.js';
import { SavedRepliesService } from './saved-replies.service.js';

/** The desk's shared saved replies: admins only, like every /api/admin route. */
@AdminChatRoutes()
export class SavedRepliesController {
  constructor(private readonly replies: SavedRepliesService) {}

  @Get('saved-replies')
  @ApiOperation({ summary: 'Every saved reply, by shortcut' })
  @ApiOkResponse({ type: [SavedReplyViewDto] })
  all(): Promise<SavedReplyViewDto[]> {
    return this.replies.all();
  }

  @Post('saved-replies')
  @ApiOperation({ summary: 'Add a saved reply every admin can use' })
  @ApiCreatedResponse({ type: SavedReplyViewDto })
  @ApiBadRequestResponse({ description: 'A field is missing, too long or not allowed' })
  @ApiConflictResponse({ description: 'Another saved reply uses this shortcut' })
  create(@Body() body: SavedReplyDto): Promise<SavedReplyViewDto> {
    return this.replies.create(body);
  }

  @Patch('saved-replies/:id')
  @ApiOperation({ summary: 'Change the title, shortcut or text of a saved reply' })
  @ApiOkResponse({ type: SavedReplyViewDto })
  @ApiNotFoundResponse({ description: 'No such saved reply' })
  @ApiConflictResponse({ description: 'Another saved reply uses this shortcut' })
  update(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: UpdateSavedReplyDto,
  ): Promise<SavedReplyViewDto> {
    return this.replies.update(id, body);
  }

  @Delete('saved-replies/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a saved reply for every admin' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'No such saved reply' })
  remove(@Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    return this.replies.remove(id);
  }
}
