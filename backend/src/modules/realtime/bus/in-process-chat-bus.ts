import type { MetricsService } from '../../metrics/metrics.service.js';
import { ChatBus, type ChatEventListener } from './chat-bus.js';
import type { ChatEvent } from './chat-event.js';

/** One instance: events go straight to this process's listeners. */
export class InProcessChatBus extends ChatBus {
  private readonly listeners: ChatEventListener[] = [];

  constructor(private readonly metrics?: MetricsService) {
    super();
  }

  async publish(event: ChatEvent): Promise<void> {
    if (event.type === 'new_message') this.metrics?.messagesSent.inc();
    for (const listener of this.listeners) listener(event);
  }

  subscribe(listener: ChatEventListener): void {
    this.listeners.push(listener);
  }
}
