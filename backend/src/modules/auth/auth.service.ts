import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PasswordHasher } from '../users/password-hasher.js';
import type { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { LoginDto } from './dto/login.dto.js';
import type { RegisterDto } from './dto/register.dto.js';

export const INVALID_CREDENTIALS = 'Invalid username or password';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
  ) {}

  /** The same answer, after the same work, for an unknown user and a wrong password. */
  async checkCredentials({ username, password }: LoginDto): Promise<UserEntity> {
    const user = await this.users.findByUsernameWithPassword(username);
    const matches = await this.hasher.verify(user?.password, password);
    if (!user || !matches) throw new UnauthorizedException(INVALID_CREDENTIALS);
    return (await this.users.findById(user.id))!;
  }

  async register(input: RegisterDto): Promise<UserEntity> {
    const { password, ...profile } = input;
    return this.users.create({ ...profile, passwordHash: await this.hasher.hash(password) });
  }
}
