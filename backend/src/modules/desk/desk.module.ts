import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChatModule } from '../chat/chat.module.js';
import { UserEntity } from '../users/user.entity.js';
import { AdminPresence } from './admin-presence.js';
import { AssignmentService } from './assignment.service.js';
import { DeskController } from './desk.controller.js';

/** The support desk: who holds each conversation and which admins are online. */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), ChatModule],
  controllers: [DeskController],
  providers: [AssignmentService, AdminPresence],
  exports: [AdminPresence],
})
export class DeskModule {}
