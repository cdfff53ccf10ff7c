import type { ChatEvent } from './chat-event.js';

export type ChatEventListener = (event: ChatEvent) => void;

/**
 * Fan-out of committed chat events to every app instance's sockets. Publishing happens only
 * after the database has committed, so a delivered event is never lost on a restart.
 */
export abstract class ChatBus {
  private readonly resyncListeners: (() => void)[] = [];

  abstract publish(event: ChatEvent): Promise<void>;
  abstract subscribe(listener: ChatEventListener): void;

  /**
   * Called when events may have been missed (the bus was cut off and is back): clients must
   * catch up from the database.
   */
  onResync(listener: () => void): void {
    this.resyncListeners.push(listener);
  }

  protected resync(): void {
    for (const listener of this.resyncListeners) listener();
  }
}
