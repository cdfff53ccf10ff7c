/** Who sends a chat message: an account, else an anonymous visitor (cookie and/or address). */
export interface Sender {
  userId?: string;
  visitorKey?: string;
  address: string;
}

/**
 * The keys of the "send" bucket a message counts against. An account has one budget for its web
 * and socket sends. An anonymous visitor counts against its chat_state cookie and its address,
 * so fresh cookies do not multiply one address's budget.
 */
export function sendBudgetKeys({ userId, visitorKey, address }: Sender): string[] {
  if (userId) return [`user:${userId}`];
  return visitorKey ? [`visitor:${visitorKey}`, `ip:${address}`] : [`ip:${address}`];
}
