import { SOCKET_CLOSE_CODE, SOCKET_CLOSE_REASON } from '@club/contracts';
import { Logger } from '@nestjs/common';
import type { RawData, WebSocket } from 'ws';
import { TOO_MANY_REQUESTS } from '../../common/rate-limit/rate-limit.guard.js';
import type { FrameBudget } from './frame-budget.js';
import type { FrameQueue } from './frame-queue.js';
import { parseSocketMessage, type ParsedFrame } from './socket-message-parser.js';
import { clientMessageIdOf, socketError, type OutgoingEvent } from './socket-events.js';

/** Hands a parsed frame to the gateway's handler of its type; resolves with the answer, if any. */
export type Dispatch = (frame: ParsedFrame) => Promise<OutgoingEvent | undefined>;

/**
 * Every frame of one socket, whether it parses or not and whatever its type: counted against the
 * socket's budget, then handled one at a time, in order. A frame over budget is answered with an
 * error and its retryAfter; a socket that keeps sending while refused, or whose queue overflows, is
 * closed. Frames that are not JSON objects with a type, or of no known type, are dropped unanswered.
 */
export class SocketInbox {
  private readonly logger = new Logger(SocketInbox.name);

  constructor(
    private readonly socket: WebSocket,
    private readonly budget: FrameBudget,
    private readonly queue: FrameQueue,
    private readonly answer: (event: OutgoingEvent) => void,
  ) {}

  receive(data: RawData, dispatch: Dispatch): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    const verdict = this.budget.take(Date.now());
    if (!verdict.allowed && verdict.close) {
      this.socket.close(SOCKET_CLOSE_CODE.policyViolation, SOCKET_CLOSE_REASON.tooManyFrames);
      return;
    }
    const queued = this.queue.push(() =>
      verdict.allowed ? this.handle(data, dispatch) : this.refuse(data, verdict.retryAfterSeconds),
    );
    if (!queued)
      this.socket.close(SOCKET_CLOSE_CODE.policyViolation, SOCKET_CLOSE_REASON.queueFull);
  }

  /** Settles once every frame taken so far has been handled. */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  private async handle(data: RawData, dispatch: Dispatch): Promise<void> {
    const frame = parseSocketMessage(data);
    if (!frame) return;
    try {
      const answer = await dispatch(frame);
      if (answer) this.answer(answer);
    } catch (failure) {
      this.logger.error(
        failure instanceof Error ? (failure.stack ?? failure.message) : String(failure),
      );
    }
  }

  private refuse(data: RawData, retryAfterSeconds: number): void {
    this.answer(
      socketError(
        TOO_MANY_REQUESTS,
        clientMessageIdOf(parseSocketMessage(data)?.data),
        retryAfterSeconds,
      ),
    );
  }
}
