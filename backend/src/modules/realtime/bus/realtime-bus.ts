import type { RealtimeEvent } from './realtime-event.js';

export type RealtimeEventListener = (event: RealtimeEvent) => void;

/**
 * Fan-out of committed chat events and of sign-outs to every app instance's sockets. Publishing
 * happens only after the database has committed, so a delivered event is never lost on a restart.
 */
export abstract class RealtimeBus {
  private readonly resyncListeners: (() => void)[] = [];

  abstract publish(event: RealtimeEvent): Promise<void>;
  abstract subscribe(listener: RealtimeEventListener): void;

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
