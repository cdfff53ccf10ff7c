import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountSessions } from './account-sessions.js';
import { PasswordHasher } from './password-hasher.js';
import { AdminAccountSeeder } from './admin-account.seeder.js';
import { UserEntity } from './user.entity.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity])],
  providers: [UsersService, AccountSessions, PasswordHasher, AdminAccountSeeder],
  exports: [UsersService, AccountSessions, PasswordHasher],
})
export class UsersModule {}
