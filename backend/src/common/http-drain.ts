import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long the server keeps accepting once draining: connections still queued in the kernel
 * would be reset if the listener closed at once. Readiness answers 503 meanwhile.
 */
const ACCEPT_WINDOW_MS = 500;
/** A new connection's first request is on its way: wait this long for it at most. */
const FIRST_REQUEST_WAIT_MS = 5_000;
const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Graceful stop of the HTTP side. Closing the listener at once resets the connections still
 * queued in the kernel, and Node's server.close() drops connections whose request has arrived
 * but is not read yet: their clients see a reset. drain() instead marks the instance not ready,
 * keeps accepting for a moment while answering with "Connection: close", then stops accepting
 * and waits for the requests in flight and for the first request of new connections, before
 * the app closes its sockets and pools.
 */
@Injectable()
export class HttpDrain {
  private active = 0;
  private drainStarted = false;
  /** Open connections that have not sent a request yet. */
  private readonly unused = new Set<Socket>();
  private tracked?: Server;

  get draining(): boolean {
    return this.drainStarted;
  }

  /** Counts connections from now on (called once the server exists). */
  track(server: Server): void {
    if (this.tracked) return;
    this.tracked = server;
    server.on('connection', (socket: Socket) => {
      this.unused.add(socket);
      socket.once('close', () => this.unused.delete(socket));
    });
  }

  readonly middleware = (request: Request, response: Response, next: NextFunction): void => {
    this.count(request, response);
    next();
  };

  /** Counts a request in flight until its answer is sent or its connection closes. */
  count(request: IncomingMessage, response: ServerResponse): void {
    this.unused.delete(request.socket);
    this.active++;
    let counted = true;
    const done = () => {
      if (counted) this.active--;
      counted = false;
    };
    response.once('finish', done);
    response.once('close', done);
    if (this.draining) response.setHeader('Connection', 'close');
  }

  async drain(server: Server): Promise<void> {
    this.drainStarted = true;
    await sleep(ACCEPT_WINDOW_MS);
    // net.Server's close: no new connections, and the open ones are left alone.
    if (server.listening) NetServer.prototype.close.call(server);
    const started = Date.now();
    const waiting = () =>
      this.active > 0 || (this.unused.size > 0 && Date.now() - started < FIRST_REQUEST_WAIT_MS);
    while (waiting() && Date.now() - started < DRAIN_TIMEOUT_MS) await sleep(20);
  }
}
