import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Prometheus metrics of this instance (a registry of its own, so several apps can share a process). */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly openSockets = new Gauge({
    name: 'ws_open_sockets',
    help: 'WebSocket connections open on this instance',
    registers: [this.registry],
  });

  readonly messagesSent = new Counter({
    name: 'chat_messages_sent_total',
    help: 'Chat messages stored and published by this instance',
    registers: [this.registry],
  });

  readonly messagesDelivered = new Counter({
    name: 'chat_messages_delivered_total',
    help: 'Chat message events written to sockets of this instance',
    registers: [this.registry],
  });

  readonly busLag = new Histogram({
    name: 'chat_bus_publish_lag_seconds',
    help: 'Time from publishing a chat event to receiving it from the bus',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
    registers: [this.registry],
  });

  private readPool?: () => { total: number; idle: number; waiting: number } | undefined;

  readonly dbPool: Gauge<'state'> = new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of the database pool by state (total, idle, waiting clients)',
    labelNames: ['state'] as const,
    registers: [this.registry],
    collect: () => {
      const pool = this.readPool?.();
      if (!pool) return;
      this.dbPool.set({ state: 'total' }, pool.total);
      this.dbPool.set({ state: 'idle' }, pool.idle);
      this.dbPool.set({ state: 'waiting' }, pool.waiting);
    },
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Reads the pool's counts at each scrape. */
  watchPool(read: () => { total: number; idle: number; waiting: number } | undefined): void {
    this.readPool = read;
  }
}
