import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SavedRepliesController } from './saved-replies.controller.js';
import { SavedRepliesService } from './saved-replies.service.js';
import { SavedReplyEntity } from './saved-reply.entity.js';

/** Saved replies shared by the desk's admins. */
@Module({
  imports: [TypeOrmModule.forFeature([SavedReplyEntity])],
  controllers: [SavedRepliesController],
  providers: [SavedRepliesService],
})
export class SavedRepliesModule {}
