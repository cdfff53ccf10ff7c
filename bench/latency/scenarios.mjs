// One sample of each thing the benchmark times: from the actor's input (a key, a click, a tab
// hidden) to the observer's DOM showing it. Each answers milliseconds by the shared clock.
/* global window, document -- in callbacks evaluated in the page */
import { randomBytes } from 'node:crypto';
import {
  assignOpenConversation,
  closeWidget,
  sendAndWaitStored,
  storedMessage,
  unreadShown,
} from './app-pages.mjs';
import { ALREADY_ON_SCREEN, inputAt, track, trafficOf, watchFor } from './probes.mjs';

const WAIT = { timeout: 30_000 };
const CHAT_MESSAGE = '[data-testid="chat-message"]';
const marker = (label, index) => `${label}-${index}-${randomBytes(3).toString('hex')}`;

/**
 * Runs `sample` until `samples` are kept after `warmUp` not counted, one after the other. A
 * sample whose awaited state is already on screen when it starts (a late event of the sample
 * before, seen with assignments) is skipped and counted in `skipped`.
 */
export async function timeSamples(samples, sample, warmUp = 3) {
  const kept = [];
  let skipped = 0;
  for (let index = 0; kept.length < samples; index += 1) {
    let parts;
    try {
      parts = await sample(index);
    } catch (error) {
      if (!String(error).includes(ALREADY_ON_SCREEN) || skipped >= samples) throw error;
      skipped += 1;
      continue;
    }
    if (index >= warmUp) kept.push(parts);
  }
  return Object.assign(kept, { skipped });
}

/**
 * One sample: `act` in the actor's page (answering when the input went in) until `spec` holds in
 * the observer's page. Besides the total, where the time went: `out`, the input until the actor's
 * page sent the frame or request with `sent` in it; `transit`, until the observer's page received
 * the frame with `received` in it (the server and the network); `render`, until the DOM showed it.
 */
async function timed({ actor, observer, sent, received, spec, act }) {
  await track(actor, { sent });
  await track(observer, { received });
  const shown = await watchFor(observer, spec);
  const start = await act();
  const end = await shown.landed();
  const [{ sentAt }, { receivedAt }] = await Promise.all([trafficOf(actor), trafficOf(observer)]);
  return {
    total: end - start,
    out: sentAt ? sentAt - start : null,
    transit: sentAt && receivedAt ? receivedAt - sentAt : null,
    render: receivedAt ? end - receivedAt : null,
  };
}

/** Enter in `from`'s composer → the message in `to`'s thread. */
export const message =
  ({ from, composer, to, label, stored = true }) =>
  async (index) => {
    const text = marker(label, index);
    const parts = await timed({
      actor: from,
      observer: to,
      sent: text,
      received: text,
      spec: { selector: CHAT_MESSAGE, includes: text },
      act: async () => {
        await composer.fill(text);
        await composer.press('Enter');
        return inputAt(from, 'keydown');
      },
    });
    // The next sample starts once this one is stored: sends go one at a time.
    if (stored) await storedMessage(from, text).waitFor(WAIT);
    return parts;
  };

/** The first key in `from`'s empty composer → `status` in `to`'s typing line; then a stop. */
export const typing =
  ({ from, composer, to, status }) =>
  async () => {
    const spec = { selector: '[role="status"]', text: status };
    const parts = await timed({
      actor: from,
      observer: to,
      sent: '"typing"',
      received: '"typing"',
      spec,
      act: async () => {
        await composer.press('x');
        return inputAt(from, 'keydown');
      },
    });
    const gone = await watchFor(to, { ...spec, absent: true });
    await composer.fill('');
    await gone.landed();
    return parts;
  };

/**
 * The customer opens the widget with a support message unread → "Seen" under that message in
 * the admin's thread (the open panel marks it read).
 */
export const seen =
  ({ customer, admin, reply }) =>
  async (index) => {
    await closeWidget(customer);
    const text = marker('seen', index);
    await sendAndWaitStored(admin, reply, text);
    await unreadShown(customer);
    return timed({
      actor: customer,
      observer: admin,
      sent: 'mark-read',
      received: 'messages_read',
      spec: {
        selector: '[data-testid="seen-mark"]',
        previous: { selector: CHAT_MESSAGE, includes: text },
      },
      act: async () => {
        await customer.getByTestId('chat-launcher').click();
        return inputAt(customer, 'click');
      },
    });
  };

/** A choice in the actor's "Assigned to" menu → the holder on the observer's list item. */
export const assignment =
  ({ actor, observer, name, holders }) =>
  (index) => {
    const holder = holders[index % holders.length];
    return timed({
      actor,
      observer,
      sent: '/assignee',
      received: '"conversation_updated"',
      spec: {
        selector: '[data-testid="conversation-item"]',
        includes: name,
        has: { selector: '[data-testid="conversation-assignee"]', text: holder },
      },
      act: async () => {
        await assignOpenConversation(actor, holder);
        return inputAt(actor, 'click');
      },
    });
  };

/** The actor's tab hidden (away) or shown again (online) → their row in the observer's team. */
export const presence =
  ({ actor, observer, username }) =>
  (index) => {
    const hidden = index % 2 === 0;
    return timed({
      actor,
      observer,
      sent: '"presence"',
      received: '"admin_presence"',
      spec: {
        selector: '[data-testid="desk-admin"]',
        includes: username,
        attribute: ['data-presence', hidden ? 'away' : 'online'],
      },
      act: () =>
        actor.evaluate((value) => {
          Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
          const at = window.latencyProbe.now();
          document.dispatchEvent(new Event('visibilitychange'));
          return at;
        }, hidden),
    });
  };
