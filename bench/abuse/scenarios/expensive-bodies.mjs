// Expensive bodies: JSON bodies just under the 100 KB body limit that are costly to validate
// (thousands of properties, long arrays, deep nesting), POSTed to validated routes with 16 in flight.
import { countAnswer, flood } from '../attack-client.mjs';

export const summary =
  'POSTs of 5,000-property, 20,000-item and 20,000-deep JSON bodies, 16 in flight';

const IN_FLIGHT = 16;

function manyProperties(base) {
  const body = { ...base };
  for (let index = 0; index < 5_000; index++) body[`p${index}`] = 0;
  return JSON.stringify(body);
}

const deepArray = (depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const BODIES = [
  {
    label: 'register, 5,000 properties',
    path: '/api/register',
    body: manyProperties({
      username: 'abuser',
      email: 'abuser@example.com',
      password: 'abuser-password',
    }),
  },
  {
    label: 'guest chat, 5,000 properties',
    path: '/api/chat-conversations',
    body: manyProperties({ username: 'abuser' }),
  },
  {
    label: 'guest chat, 20,000-item array',
    path: '/api/chat-conversations',
    body: JSON.stringify({ username: Array.from({ length: 20_000 }, () => 'a') }),
  },
  {
    label: 'register, 20,000-deep nesting',
    path: '/api/register',
    body: `{"username":${deepArray(20_000)}}`,
  },
  {
    label: 'guest chat, 5,000-property object',
    path: '/api/chat-conversations',
    body: JSON.stringify({ username: JSON.parse(manyProperties({})) }),
  },
];

export async function attack(client, _state, { signal, tally }) {
  await flood(signal, IN_FLIGHT, async (index) => {
    const { label, path, body } = BODIES[index % BODIES.length];
    const response = await client.json(path, body);
    if (signal.aborted) return;
    countAnswer(tally, label, response);
    tally.max('largest answer, bytes', response.text?.length ?? 0);
  });
}
