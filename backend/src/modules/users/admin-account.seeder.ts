import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, ConfigError, type AppConfig } from '../../config/app-config.js';
import { PasswordHasher } from './password-hasher.js';
import { UsersService } from './users.service.js';

/** Start-up stops: a typo in ADMIN_USERNAME must not quietly make a member an admin. */
export class AdminWouldPromoteMemberError extends ConfigError {
  constructor(username: string) {
    super(
      `ADMIN_USERNAME "${username}" names an existing account that is not an admin; set ADMIN_PROMOTE_EXISTING=true to make it an admin deliberately`,
    );
  }
}

/**
 * ADMIN_USERNAME + ADMIN_PASSWORD create that admin, or set its password when it differs (which
 * signs it out everywhere). An existing member becomes the admin only with ADMIN_PROMOTE_EXISTING.
 */
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
    const { username, password, promoteExisting } = this.config.admin;
    const existing = await this.users.findByUsernameWithPassword(username);
    if (!existing) {
      await this.users.create({
        username,
        email: `${username.toLowerCase()}@admin.invalid`,
        passwordHash: await this.hasher.hash(password),
        role: 'admin',
      });
      this.logger.log(`Admin account "${username}" created`);
      return;
    }
    if (existing.role !== 'admin') {
      if (!promoteExisting) throw new AdminWouldPromoteMemberError(username);
      await this.users.setPasswordAndRole(existing.id, await this.hasher.hash(password), 'admin');
      this.logger.log(`Account "${existing.username}" promoted to admin (ADMIN_PROMOTE_EXISTING)`);
      return;
    }
    // A restart with the same settings changes nothing, so it signs nobody out.
    if (await this.hasher.verify(existing.password, password)) return;
    await this.users.setPasswordAndRole(existing.id, await this.hasher.hash(password), 'admin');
    this.logger.log(`Admin account "${username}": password changed, its sessions ended`);
  }
}
