import type { ReactNode } from 'react';
import type { ChatMessage } from '@/realtime/chat-message';

/** Something shown among a conversation's messages by its time (the inbox's private notes). */
export interface ThreadAside {
  key: string;
  createdAt: string;
  node: ReactNode;
}

export interface PlacedAsides {
  /** The asides shown just before each message. */
  before: Map<ChatMessage, ThreadAside[]>;
  /** Those newer than every stored message. */
  after: ThreadAside[];
}

/** Puts each aside before the first stored message written after it, oldest first. */
export function placeAsides(
  messages: readonly ChatMessage[],
  asides: readonly ThreadAside[],
): PlacedAsides {
  const before = new Map<ChatMessage, ThreadAside[]>();
  const after: ThreadAside[] = [];
  const sorted = [...asides].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  const stored = messages.filter((message) => message.id > 0);
  let next = 0;
  for (const aside of sorted) {
    const time = Date.parse(aside.createdAt);
    while (next < stored.length && Date.parse(stored[next].createdAt) <= time) next += 1;
    const message = stored[next];
    if (!message) after.push(aside);
    else before.set(message, [...(before.get(message) ?? []), aside]);
  }
  return { before, after };
}
