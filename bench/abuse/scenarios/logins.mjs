// Logins: wrong passwords for one existing account, 8 in flight; each checked one costs an argon2
// hash. The account is registered first from another address, as its owner would.
import { countAnswer, flood } from '../attack-client.mjs';

export const summary = 'POST /api/login with wrong passwords for one account, 8 in flight';

const IN_FLIGHT = 8;
const OWNER_ADDRESS = '127.0.0.1';
const ACCOUNT = {
  username: 'login_victim',
  email: 'login_victim@example.com',
  password: 'the-right-password',
  acceptTerms: true,
};

export async function prepare(client) {
  const response = await client.json('/api/register', ACCOUNT, { localAddress: OWNER_ADDRESS });
  if (response.status !== 201 && response.status !== 409) {
    throw new Error(`registering ${ACCOUNT.username}: HTTP ${response.status} ${response.text}`);
  }
  return ACCOUNT.username;
}

export async function attack(client, username, { signal, tally }) {
  await flood(signal, IN_FLIGHT, async (index) => {
    const response = await client.json('/api/login', {
      username,
      password: `wrong-password-${index}`,
    });
    if (!signal.aborted) countAnswer(tally, '', response);
  });
}
