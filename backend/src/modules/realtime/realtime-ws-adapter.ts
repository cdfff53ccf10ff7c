import type { INestApplicationContext } from '@nestjs/common';
import { WsAdapter } from '@nestjs/platform-ws';
import type { MessageMappingProperties } from '@nestjs/websockets';
import type { RawData, WebSocket } from 'ws';
import type { OutgoingEvent } from './socket-events.js';
import type { Dispatch, SocketInbox } from './socket-inbox.js';
import { UpgradeGate } from './upgrade-gate.js';

/** A socket the gateway gave an inbox to when it connected (before any frame can arrive). */
export interface InboxSocket extends WebSocket {
  inbox: SocketInbox;
}

/**
 * Nest's WsAdapter drops frames it cannot parse or has no handler for before any of our code sees
 * them, and runs one socket's handlers concurrently. This one hands every frame to the socket's
 * inbox, which counts it against the budgets and queues it, and dispatches it from there.
 * Its servers ask the UpgradeGate about every upgrade before the handshake.
 */
export class RealtimeWsAdapter extends WsAdapter {
  constructor(private readonly app: INestApplicationContext) {
    super(app);
  }

  override create(port: number, options?: Parameters<WsAdapter['create']>[1]): unknown {
    return super.create(
      port,
      Object.assign({}, options, { verifyClient: this.app.get(UpgradeGate).verifyClient }),
    );
  }

  override bindMessageHandlers(client: InboxSocket, handlers: MessageMappingProperties[]): void {
    const handlerOf = new Map(
      handlers.map(({ message, callback }) => [message as string, callback]),
    );
    const dispatch: Dispatch = async ({ event, data }) => {
      const handler = handlerOf.get(event);
      // The gateway's handlers answer OutgoingEvents; Nest passes them on untyped.
      return handler ? ((await handler(data, event)) as OutgoingEvent | undefined) : undefined;
    };
    client.on('message', (data: RawData) => client.inbox.receive(data, dispatch));
  }
}
