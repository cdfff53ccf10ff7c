import { randomUUID } from 'node:crypto';
import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Presence, TabState } from '@club/contracts';
import { RealtimeBus } from '../realtime/bus/realtime-bus.js';
import type { PresenceReportEvent } from '../realtime/bus/realtime-event.js';
import { UserEntity } from '../users/user.entity.js';
import type { DeskAdminView } from './dto/desk-admin.view.js';
import { presenceOf, totalOf, type PresenceCounts } from './presence-counts.js';

/** Every instance repeats its report this often; one not heard for three periods is gone. */
export const PRESENCE_REPORT_MS = 10_000;
const REPORT_EXPIRES_MS = 3 * PRESENCE_REPORT_MS;

type AdminDetails = Omit<DeskAdminView, 'presence'>;

/**
 * Which admins are online, away or offline, from their sockets on every instance. Each instance
 * counts its own admin tabs and reports the counts on the bus when they change (and every
 * PRESENCE_REPORT_MS); it adds up the latest report of every instance it has heard recently. An
 * instance that hears a newcomer reports again, so the newcomer learns of everyone at once.
 * Listeners hear each admin whose presence changed, in the order the changes happened.
 */
@Injectable()
export class AdminPresence implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(AdminPresence.name);
  private readonly instanceId = randomUUID();
  /** This instance's admin sockets: whose, and whether their tab is in use. */
  private readonly tabs = new Map<string, { adminId: string; state: TabState }>();
  private readonly others = new Map<string, { counts: PresenceCounts; heardAt: number }>();
  private readonly known = new Map<string, Presence>();
  private readonly details = new Map<string, AdminDetails>();
  private readonly listeners: ((admin: DeskAdminView) => void)[] = [];
  private readonly availabilityListeners: ((online: boolean) => void)[] = [];
  /** Whether anyone was online when listeners were last told (or at start). */
  private wasOnline = false;
  private announcing: Promise<void> = Promise.resolve();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly bus: RealtimeBus,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe((event) => {
      if (event.type === 'presence_report') this.hear(event);
    });
    this.timer = setInterval(() => this.tick(), PRESENCE_REPORT_MS);
    this.timer.unref();
    void this.report();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.tabs.clear();
    await this.report();
  }

  onChange(listener: (admin: DeskAdminView) => void): void {
    this.listeners.push(listener);
  }

  /**
   * Hears `anyoneOnline()` each time it changes: from no admin online to some, or back. Every
   * instance adds up the same reports, so each tells its own sockets without a bus message of its own.
   */
  onAvailabilityChange(listener: (online: boolean) => void): void {
    this.availabilityListeners.push(listener);
  }

  /** An admin's socket authenticated: a tab in use until it says otherwise. */
  connected(socketId: string, adminId: string): void {
    const tab = this.tabs.get(socketId);
    if (tab?.adminId === adminId) return;
    this.tabs.set(socketId, { adminId, state: 'active' });
    this.changed([adminId, ...(tab ? [tab.adminId] : [])]);
  }

  disconnected(socketId: string): void {
    const tab = this.tabs.get(socketId);
    if (!tab) return;
    this.tabs.delete(socketId);
    this.changed([tab.adminId]);
  }

  /** The tab of an admin socket is in use, or hidden or idle; false when the socket is no admin's. */
  setState(socketId: string, state: TabState): boolean {
    const tab = this.tabs.get(socketId);
    if (!tab) return false;
    if (tab.state !== state) {
      tab.state = state;
      this.changed([tab.adminId]);
    }
    return true;
  }

  presenceOf(adminId: string): Presence {
    return presenceOf(
      totalOf(adminId, [this.ownCounts(), ...[...this.others.values()].map((o) => o.counts)]),
    );
  }

  /** Whether any admin has a tab in use on any instance (what customers may know: no one's name). */
  anyoneOnline(): boolean {
    const instances = [this.ownCounts(), ...[...this.others.values()].map((o) => o.counts)];
    const adminIds = new Set(instances.flatMap((counts) => Object.keys(counts)));
    return [...adminIds].some((adminId) => presenceOf(totalOf(adminId, instances)) === 'online');
  }

  /** Every admin account with its presence, by username. */
  async roster(): Promise<DeskAdminView[]> {
    const admins = await this.users.find({ where: { role: 'admin' }, order: { username: 'ASC' } });
    return admins.map((admin) => ({ ...detailsOf(admin), presence: this.presenceOf(admin.id) }));
  }

  private ownCounts(): PresenceCounts {
    const counts: PresenceCounts = {};
    for (const { adminId, state } of this.tabs.values()) {
      const admin = (counts[adminId] ??= { sockets: 0, active: 0 });
      admin.sockets += 1;
      if (state === 'active') admin.active += 1;
    }
    return counts;
  }

  private changed(adminIds: string[]): void {
    void this.report();
    this.announce(adminIds);
    this.checkAvailability();
  }

  private checkAvailability(): void {
    const online = this.anyoneOnline();
    if (online === this.wasOnline) return;
    this.wasOnline = online;
    for (const listener of this.availabilityListeners) listener(online);
  }

  private report(): Promise<void> {
    return this.bus
      .publish({ type: 'presence_report', instanceId: this.instanceId, admins: this.ownCounts() })
      .catch((error: Error) => this.logger.warn(`Presence report failed: ${error.message}`));
  }

  private hear(event: PresenceReportEvent): void {
    if (event.instanceId === this.instanceId) return;
    const before = this.others.get(event.instanceId);
    this.others.set(event.instanceId, { counts: event.admins, heardAt: Date.now() });
    if (!before) void this.report();
    this.announce([...Object.keys(before?.counts ?? {}), ...Object.keys(event.admins)]);
    this.checkAvailability();
  }

  private tick(): void {
    void this.report();
    const now = Date.now();
    for (const [instanceId, { counts, heardAt }] of this.others) {
      if (now - heardAt < REPORT_EXPIRES_MS) continue;
      this.others.delete(instanceId);
      this.announce(Object.keys(counts));
    }
    this.checkAvailability();
  }

  /** Tells listeners of each admin whose presence is not the one last told, one at a time. */
  private announce(adminIds: string[]): void {
    for (const adminId of new Set(adminIds)) {
      this.announcing = this.announcing.then(async () => {
        const presence = this.presenceOf(adminId);
        if ((this.known.get(adminId) ?? 'offline') === presence) return;
        const details = await this.detailsOf(adminId);
        if (!details) return;
        this.known.set(adminId, presence);
        for (const listener of this.listeners) listener({ ...details, presence });
      });
      this.announcing = this.announcing.catch((error: Error) =>
        this.logger.warn(`Presence announcement failed: ${error.message}`),
      );
    }
  }

  private async detailsOf(adminId: string): Promise<AdminDetails | undefined> {
    const cached = this.details.get(adminId);
    if (cached) return cached;
    const admin = await this.users.findOneBy({ id: adminId });
    if (!admin) return undefined;
    const details = detailsOf(admin);
    this.details.set(adminId, details);
    return details;
  }
}

function detailsOf({ id, username, firstName, lastName }: UserEntity): AdminDetails {
  return { id, username, firstName, lastName };
}
