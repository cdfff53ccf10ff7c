import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasswordHasher } from './password-hasher.js';
import { AdminAccountSeeder } from './admin-account.seeder.js';
import { AdminUsersController } from './admin-users.controller.js';
import { UserEntity } from './user.entity.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity])],
  controllers: [AdminUsersController],
  providers: [UsersService, PasswordHasher, AdminAccountSeeder],
  exports: [UsersService, PasswordHasher],
})
export class UsersModule {}
