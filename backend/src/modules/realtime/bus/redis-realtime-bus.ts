import { randomUUID } from 'node:crypto';
import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { currentRequestId } from '../../../common/logging/request-context.js';
import type { MetricsService } from '../../metrics/metrics.service.js';
import { RealtimeBus, type RealtimeEventListener } from './realtime-bus.js';
import type { RealtimeEvent } from './realtime-event.js';

const CHANNEL = 'club:chat-events';
/** Tells every instance that some events were dropped: their clients must catch up. */
const RESYNC = JSON.stringify({ type: 'resync' });
/** Events kept while Redis is away; beyond that they are dropped and a resync is announced. */
const MAX_UNPUBLISHED = 10_000;
/** Live instances: a set of ids, each alive while its own key has not expired. */
const INSTANCES = 'club:bus:instances';
const instanceKey = (id: string) => `club:bus:instance:${id}`;
const HEARTBEAT_MS = 1_000;
const INSTANCE_TTL_MS = 3_000;

/**
 * Several instances: every instance publishes to and hears from one Redis channel.
 *
 * While Redis is away, nothing is delivered live (a socket that got a later event after missing
 * an earlier one would catch up from the wrong place): events wait in order and are published
 * once Redis is back, and sends still succeed, since the database has them. When this
 * instance's subscription comes back, its sockets are closed with 1012 before anything new is
 * delivered, so that clients reconnect and catch up with ?after= on what they missed.
 *
 * An instance that dies between a commit and its publish (SIGKILL, crash) leaves events
 * nobody heard: every instance keeps a heartbeat key, and the first to see one expire
 * announces a resync to all.
 */
export class RedisRealtimeBus extends RealtimeBus implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisRealtimeBus.name);
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners: RealtimeEventListener[] = [];
  private readonly unpublished: string[] = [];
  private dropped = false;
  private flushing = false;
  private subscriptionLost = false;
  private readonly id = randomUUID();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    url: string,
    private readonly metrics?: MetricsService,
  ) {
    super();
    const options = { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false };
    this.publisher = new Redis(url, options);
    this.subscriber = new Redis(url, options);
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    }
    this.subscriber.on('message', (_channel: string, payload: string) => this.deliver(payload));
    this.subscriber.on('close', () => (this.subscriptionLost = true));
    // Synchronous, so it runs before the renewed subscription can deliver anything.
    this.subscriber.on('ready', () => this.resubscribed());
    this.publisher.on('ready', () => void this.flush());
    void this.subscriber
      .subscribe(CHANNEL)
      .catch((error: Error) => this.logger.error(`Redis subscribe failed: ${error.message}`));
    this.heartbeat = setInterval(() => void this.checkInstances(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async publish(event: RealtimeEvent): Promise<void> {
    if (event.type === 'new_message') this.metrics?.messagesSent.inc();
    // The request that caused it and when, for the receivers' logs and the bus lag metric.
    // Object.assign, not `{ ...event, … }`: on Node 20 that gives every event a hidden class of
    // its own in the old generation (see withSender in chat-views.mapper).
    this.unpublished.push(
      JSON.stringify(
        Object.assign({}, event, {
          requestId: event.requestId ?? currentRequestId(),
          publishedAt: Date.now(),
        }),
      ),
    );
    if (this.unpublished.length > MAX_UNPUBLISHED) {
      this.unpublished.shift();
      this.dropped = true;
    }
    await this.flush();
  }

  subscribe(listener: RealtimeEventListener): void {
    this.listeners.push(listener);
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.heartbeat);
    this.subscriber.removeAllListeners('close');
    this.publisher.removeAllListeners('ready');
    if (this.publisher.status === 'ready') {
      await this.publisher
        .multi()
        .srem(INSTANCES, this.id)
        .del(instanceKey(this.id))
        .exec()
        .catch(() => undefined);
    }
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }

  /** Publishes what waits, in order; stops at the first failure and keeps the rest. */
  private async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (this.unpublished.length && this.publisher.status === 'ready') {
        await this.publisher.publish(CHANNEL, this.unpublished[0]);
        this.unpublished.shift();
      }
      if (this.dropped && this.publisher.status === 'ready') {
        await this.publisher.publish(CHANNEL, RESYNC);
        this.dropped = false;
      }
    } catch (error) {
      this.logger.warn(
        `Chat events wait for Redis (${this.unpublished.length}): ${(error as Error).message}`,
      );
    } finally {
      this.flushing = false;
    }
    const waiting = this.unpublished.length;
    if (waiting && this.publisher.status !== 'ready' && (waiting === 1 || waiting % 1000 === 0)) {
      this.logger.warn(`Redis is not connected: ${waiting} chat event(s) wait to be published`);
    }
  }

  /** Renews this instance's key; an instance whose key expired died: everyone catches up. */
  private async checkInstances(): Promise<void> {
    if (this.publisher.status !== 'ready') return;
    try {
      await this.publisher
        .multi()
        .set(instanceKey(this.id), '1', 'PX', INSTANCE_TTL_MS)
        .sadd(INSTANCES, this.id)
        .exec();
      for (const other of await this.publisher.smembers(INSTANCES)) {
        if (other === this.id || (await this.publisher.exists(instanceKey(other)))) continue;
        // Only the instance that removes it announces the resync.
        if (await this.publisher.srem(INSTANCES, other)) {
          this.logger.warn(`Instance ${other} stopped without a clean shutdown: clients catch up`);
          await this.publisher.publish(CHANNEL, RESYNC);
        }
      }
    } catch (error) {
      this.logger.warn(`Instance heartbeat failed: ${(error as Error).message}`);
    }
  }

  private resubscribed(): void {
    if (!this.subscriptionLost) return;
    this.subscriptionLost = false;
    this.logger.log('Redis subscription restored: clients reconnect and catch up');
    this.resync();
  }

  private deliver(payload: string): void {
    if (payload === RESYNC) {
      this.resync();
      return;
    }
    let event: RealtimeEvent;
    try {
      event = JSON.parse(payload) as RealtimeEvent;
    } catch {
      this.logger.warn('Dropped a chat event that is not JSON');
      return;
    }
    if (event.publishedAt)
      this.metrics?.busLag.observe(Math.max(0, Date.now() - event.publishedAt) / 1000);
    for (const listener of this.listeners) listener(event);
  }
}
