import type { MetricsService } from '../../metrics/metrics.service.js';
import { RealtimeBus, type RealtimeEventListener } from './realtime-bus.js';
import type { RealtimeEvent } from './realtime-event.js';

/** One instance: events go straight to this process's listeners. */
export class InProcessRealtimeBus extends RealtimeBus {
  private readonly listeners: RealtimeEventListener[] = [];

  constructor(private readonly metrics?: MetricsService) {
    super();
  }

  async publish(event: RealtimeEvent): Promise<void> {
    if (event.type === 'new_message') this.metrics?.messagesSent.inc();
    for (const listener of this.listeners) listener(event);
  }

  subscribe(listener: RealtimeEventListener): void {
    this.listeners.push(listener);
  }
}
