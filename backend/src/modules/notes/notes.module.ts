import { Module } from '@nestjs/common';
import { ChatModule } from '../chat/chat.module.js';
import { NotesController } from './notes.controller.js';
import { NotesService } from './notes.service.js';

/** Admins' private notes on conversations of both inbox lists. */
@Module({
  imports: [ChatModule],
  controllers: [NotesController],
  providers: [NotesService],
})
export class NotesModule {}
