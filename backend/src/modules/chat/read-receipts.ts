import type { ObjectLiteral, Repository } from 'typeorm';

/**
 * Marks the other side's unread messages of a conversation read: support's messages when the
 * customer reads, the customer's when support reads. Answers how many changed.
 */
export async function markOtherSideRead(
  messages: Repository<ObjectLiteral>,
  conversationId: string,
  readerIsSupport: boolean,
): Promise<number> {
  const result = await messages
    .createQueryBuilder()
    .update()
    .set({ readAt: () => 'now()' })
    .where('"conversationId" = :id AND "isFromAdmin" = :fromSupport AND "readAt" IS NULL', {
      id: conversationId,
      fromSupport: !readerIsSupport,
    })
    .execute();
  return result.affected ?? 0;
}
