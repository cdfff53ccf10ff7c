// Visitor sends: web sends into conversations of many fresh cookies (to multiply the send budget),
// round robin, as fast as the app answers.
import { countAnswer, flood } from '../attack-client.mjs';
import { guestConversation } from '../visitors.mjs';

export const summary =
  'POST /api/chat-conversations/:id/messages round robin over up to 50 fresh cookies, 8 in flight';

const COOKIES = 50;
const IN_FLIGHT = 8;

/** As many conversations (each a fresh cookie) as the app lets this address create, up to COOKIES. */
export async function prepare(client) {
  const conversations = [];
  for (let index = 0; index < COOKIES; index++) {
    const conversation = await guestConversation(client, `sender-${index}`);
    if (!conversation) break;
    conversations.push(conversation);
  }
  if (!conversations.length)
    throw new Error(`no guest conversation could be created from ${client.address}`);
  return conversations;
}

export async function attack(client, conversations, { signal, tally }) {
  tally.add('cookies', conversations.length);
  await flood(signal, IN_FLIGHT, async (index) => {
    const { cookie, conversationId } = conversations[index % conversations.length];
    const response = await client.json(
      `/api/chat-conversations/${conversationId}/messages`,
      { content: `flood ${index}` },
      { cookie },
    );
    if (!signal.aborted) countAnswer(tally, '', response);
  });
}
