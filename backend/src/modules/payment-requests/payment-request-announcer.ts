import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CHAT_LISTS } from '../chat/chat-lists.js';
import { RealtimeBus } from '../realtime/bus/realtime-bus.js';
import { paymentRequestView } from './payment-request-view.js';
import type { PaymentRequestEntity } from './payment-request.entity.js';

/**
 * Tells admins and the conversation's owner, on every instance, that a request changed. A request
 * whose conversation is gone (deleted) reaches admins' lists no more and is told to no one.
 */
@Injectable()
export class PaymentRequestAnnouncer {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: RealtimeBus,
  ) {}

  async announce(request: PaymentRequestEntity): Promise<void> {
    const d = CHAT_LISTS[request.list];
    const [owner]: { ownerKey: string }[] = await this.dataSource.query(
      `SELECT ${d.ownerColumn}::text AS "ownerKey" FROM ${d.conversationTable} WHERE "id" = $1`,
      [request.conversationId],
    );
    if (!owner) return;
    await this.bus.publish({
      type: 'payment_request_updated',
      list: request.list,
      conversationId: request.conversationId,
      audience: d.audienceOf(owner.ownerKey),
      userId: request.list === 'user' ? owner.ownerKey : null,
      request: paymentRequestView(request),
    });
  }
}
