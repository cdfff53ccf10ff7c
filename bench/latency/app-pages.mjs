// The people of the benchmark, each in a browser context of their own, driven through the app's
// screens as the browser tests drive them (the same roles, names and test ids).
import { randomBytes } from 'node:crypto';
import { DESK_TEXT } from '@club/contracts';
import { installProbes } from './probes.mjs';

const VIEWPORT = { width: 1280, height: 800 };
const WAIT = { timeout: 30_000 };

async function newPage(browser, baseURL) {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT });
  await context.addInitScript(installProbes);
  return context.newPage();
}

/** An admin signed in on the inbox, every list loaded. */
export async function openInbox(browser, baseURL, credentials) {
  const page = await newPage(browser, baseURL);
  const login = await page.request.post('/api/login', { data: credentials });
  if (!login.ok()) throw new Error(`admin sign-in: ${login.status()} ${await login.text()}`);
  await page.goto('/admin/chat', { waitUntil: 'domcontentloaded', timeout: 120_000 });
  await page.getByText('Waiting for Response').waitFor({ timeout: 120_000 });
  return page;
}

export const composerOf = (page) => page.getByRole('textbox', { name: 'Message' });

/**
 * A customer of `kind` ('member', 'guest' or 'device') with the widget open and a first message
 * sent (a conversation reaches the inbox with its first message); answers the page and the name
 * the inbox lists them by.
 */
export async function openCustomer(browser, baseURL, kind) {
  const page = await newPage(browser, baseURL);
  let name;
  if (kind === 'member') {
    name = `lat_${randomBytes(3).toString('hex')}`;
    const registered = await page.request.post('/api/register', {
      data: {
        username: name,
        email: `${name}@example.com`,
        password: 'latency-bench-42',
        acceptTerms: true,
      },
    });
    if (!registered.ok()) throw new Error(`register: ${registered.status()}`);
  }
  // Not the `load` event: on a busy machine the landing page's media can hold it back for long.
  await page.goto('/', { waitUntil: 'domcontentloaded', timeout: 120_000 });
  await page.getByTestId('chat-launcher').click({ timeout: 120_000 });
  const panel = page.getByTestId('chat-panel');
  await panel.waitFor(WAIT);
  await sendAndWaitStored(page, composerOf(panel), `Hello from a ${kind}`);
  if (kind === 'guest') {
    name = (await panel.getByText(/^Chatting as /).textContent()).replace('Chatting as ', '');
  }
  if (kind === 'device') {
    const deviceId = await page.evaluate(() => localStorage.getItem('chatDeviceId'));
    name = `Guest-${deviceId.split('-')[2].slice(0, 5).toUpperCase()}`;
  }
  return { page, name };
}

/** Enter on `text` in `composer`, then waits until the sender's copy is stored (not pending). */
export async function sendAndWaitStored(page, composer, text) {
  await composer.fill(text);
  await composer.press('Enter');
  await storedMessage(page, text).waitFor(WAIT);
}

/** The sender's own copy of `text` once stored (a pending copy has a negative id). */
export const storedMessage = (page, text) =>
  page
    .locator('[data-testid="chat-message"]:not([data-message-id^="-"])')
    .filter({ hasText: text });

/** Finds the customer with the inbox search and opens their conversation; answers the reply box. */
export async function openConversation(admin, name) {
  await admin.getByRole('searchbox', { name: 'Search conversations' }).fill(name);
  await admin
    .getByTestId('conversation-item')
    .filter({ has: admin.getByText(name, { exact: true }) })
    .click(WAIT);
  const pane = admin.getByRole('region', { name: 'Conversation', exact: true });
  await pane.getByRole('heading', { name, exact: true }).waitFor(WAIT);
  return admin.getByRole('textbox', { name: `Reply to ${name}` });
}

/** Gives the open conversation to `holder` from the "Assigned to" menu. */
export async function assignOpenConversation(admin, holder) {
  await admin.getByRole('combobox', { name: DESK_TEXT.assignedTo }).click();
  await admin.getByRole('option', { name: holder, exact: true }).click();
}

/** Closes the customer's widget (the launcher shows again). */
export async function closeWidget(page) {
  await page.getByRole('button', { name: 'Close chat' }).click();
  await page.getByTestId('chat-launcher').waitFor(WAIT);
}

/** Waits until the closed widget's launcher counts an unread support message. */
export const unreadShown = (page) =>
  page.locator('[data-testid="chat-launcher"][aria-label*="unread"]').waitFor(WAIT);
