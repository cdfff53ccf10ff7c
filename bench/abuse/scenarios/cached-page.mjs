// A cached page: GETs of /faq (rendered once and kept), 8 in flight, as a browser asks for it
// (compressed).
import { countAnswer, flood } from '../attack-client.mjs';
import { BROWSER_HEADERS } from '../browser-headers.mjs';

export const summary = 'GET /faq (a kept render), 8 in flight';

export const minimumAbuseMs = 10_000;

const IN_FLIGHT = 8;

export async function attack(client, _state, { signal, tally }) {
  await flood(signal, IN_FLIGHT, async () => {
    const response = await client.request('GET', '/faq', { headers: BROWSER_HEADERS });
    if (!signal.aborted) countAnswer(tally, '', response);
  });
}
