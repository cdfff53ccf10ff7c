import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PasswordHasher } from './password-hasher.js';
import { UsersService } from './users.service.js';

/** ADMIN_USERNAME + ADMIN_PASSWORD create that admin, or reset its password and role. */
@Injectable()
export class AdminAccountSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminAccountSeeder.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.admin) return;
    const { username, password } = this.config.admin;
    const passwordHash = await this.hasher.hash(password);
    const existing = await this.users.findByUsernameWithPassword(username);
    if (existing) {
      await this.users.setPasswordAndRole(existing.id, passwordHash, 'admin');
      this.logger.log(`Admin account "${username}" updated`);
      return;
    }
    await this.users.create({
      username,
      email: `${username.toLowerCase()}@admin.invalid`,
      passwordHash,
      role: 'admin',
    });
    this.logger.log(`Admin account "${username}" created`);
  }
}
