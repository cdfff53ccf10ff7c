// Visitor conversations the attacker sets up for itself, as the guest widget does.
import { COOKIE } from '@club/contracts';
import { cookieFrom } from './attack-client.mjs';

/** A guest conversation of a fresh browser: { cookie, conversationId, username }, or undefined when refused. */
export async function guestConversation(client, username) {
  const response = await client.json('/api/chat-conversations', { username });
  if (response.status !== 201) return undefined;
  return {
    cookie: cookieFrom(response.headers, COOKIE.chatState),
    conversationId: JSON.parse(response.text).id,
    username,
  };
}

/** One, or throws: a scenario that needs a conversation cannot run without it. */
export async function requireGuestConversation(client, username) {
  const conversation = await guestConversation(client, username);
  if (!conversation)
    throw new Error(`POST /api/chat-conversations from ${client.address} was refused`);
  return conversation;
}
