// Page renders: GETs of product pages the catalogue does not have (a new made-up id each time),
// 8 in flight. Each used to cost a render; now they share one kept page and are budgeted per
// address like API requests (issue 30, finding 2).
import { countAnswer, flood } from '../attack-client.mjs';
import { BROWSER_HEADERS } from '../browser-headers.mjs';

export const summary = 'GET /product/<made-up id> (a new id each time), 8 in flight';

export const minimumAbuseMs = 10_000;

const IN_FLIGHT = 8;

export async function attack(client, _state, { signal, tally }) {
  await flood(signal, IN_FLIGHT, async (index) => {
    const response = await client.request('GET', `/product/made-up-${index}`, {
      headers: BROWSER_HEADERS,
    });
    if (!signal.aborted) countAnswer(tally, '', response);
  });
}
