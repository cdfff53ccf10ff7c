// Visitor conversations: a guest and a device conversation by turns, each from a fresh browser
// (no cookie), as fast as the app answers.
import { countAnswer, flood } from '../attack-client.mjs';

export const summary =
  'POST /api/chat-conversations and /api/anonymous-chat/conversation, no cookie, 8 in flight';

const IN_FLIGHT = 8;

export async function attack(client, _state, { signal, tally }) {
  await flood(signal, IN_FLIGHT, async (index) => {
    const guest = index % 2 === 0;
    const response = guest
      ? await client.json('/api/chat-conversations', { username: `guest-${index}` })
      : await client.json('/api/anonymous-chat/conversation', {
          deviceId: `device-${index}`,
          displayName: `Visitor ${index}`,
        });
    if (!signal.aborted) countAnswer(tally, guest ? 'guest' : 'device', response);
  });
}
