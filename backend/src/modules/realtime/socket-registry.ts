import type { WebSocket } from 'ws';
import type { Audience } from './bus/realtime-event.js';

export interface SocketIdentity {
  admin: boolean;
  userId?: string;
  visitorKey?: string;
}

/** Authenticated sockets of this instance, by who may read what. platform-ws has no rooms. */
export class SocketRegistry<S extends WebSocket = WebSocket> {
  private readonly admins = new Set<S>();
  private readonly byUser = new Map<string, Set<S>>();
  private readonly byVisitor = new Map<string, Set<S>>();
  private readonly identities = new Map<S, SocketIdentity>();

  add(socket: S, identity: SocketIdentity): void {
    this.remove(socket);
    this.identities.set(socket, identity);
    if (identity.admin) this.admins.add(socket);
    if (identity.userId) addTo(this.byUser, identity.userId, socket);
    if (identity.visitorKey) addTo(this.byVisitor, identity.visitorKey, socket);
  }

  remove(socket: S): void {
    const identity = this.identities.get(socket);
    if (!identity) return;
    this.identities.delete(socket);
    this.admins.delete(socket);
    if (identity.userId) removeFrom(this.byUser, identity.userId, socket);
    if (identity.visitorKey) removeFrom(this.byVisitor, identity.visitorKey, socket);
  }

  identityOf(socket: S): SocketIdentity | undefined {
    return this.identities.get(socket);
  }

  adminSockets(): ReadonlySet<S> {
    return this.admins;
  }

  /** The owner's sockets that are not admin sockets (those hear everything anyway). */
  ownerSockets(audience: Audience): S[] {
    const owners = new Set<S>([
      ...(audience.userId ? (this.byUser.get(audience.userId) ?? []) : []),
      ...(audience.visitorKey ? (this.byVisitor.get(audience.visitorKey) ?? []) : []),
    ]);
    return [...owners].filter((socket) => !this.admins.has(socket));
  }

  /** Members' and visitors' sockets: every authenticated socket but the admins'. */
  *customerSockets(): Generator<S> {
    for (const [socket, identity] of this.identities) if (!identity.admin) yield socket;
  }

  all(): IterableIterator<S> {
    return this.identities.keys();
  }

  get size(): number {
    return this.identities.size;
  }
}

function addTo<S>(map: Map<string, Set<S>>, key: string, socket: S): void {
  const sockets = map.get(key) ?? new Set<S>();
  sockets.add(socket);
  map.set(key, sockets);
}

function removeFrom<S>(map: Map<string, Set<S>>, key: string, socket: S): void {
  const sockets = map.get(key);
  sockets?.delete(socket);
  if (sockets?.size === 0) map.delete(key);
}
