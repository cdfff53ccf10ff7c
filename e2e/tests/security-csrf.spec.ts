import type { MemberConversationView, MemberMessageView, UserView } from '@club/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, registerViaApi, uniqueUsername } from '../support/accounts';

/**
 * Another site's page in the same browser as a signed-in member. It can send what any page can
 * without asking the app first: forms and no-cors fetches, with the member's cookies when it is
 * same-site (same host, another port), since the session cookie is SameSite=Lax.
 */
const ATTACKER_PAGE = `<!doctype html>
<html><body><script>
  window.sendNoCors = (url, type, body) =>
    fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'Content-Type': type }, body })
      .then(() => 'sent', () => 'failed');
  window.sendJson = (url, body) =>
    fetch(url, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body })
      .then(() => 'sent', () => 'blocked');
  window.submitForm = (url, enctype, fields) => {
    const form = document.createElement('form');
    Object.assign(form, { method: 'POST', action: url, enctype });
    for (const [name, value] of Object.entries(fields)) {
      form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
    }
    document.body.append(form);
    form.submit();
    return 'submitted';
  };
</script></body></html>`;

interface AttackerWindow {
  sendNoCors(url: string, type: string, body: string): Promise<string>;
  sendJson(url: string, body: string): Promise<string>;
  submitForm(url: string, enctype: string, fields: Record<string, string>): string;
}

/** Spellings that a lenient router would serve as /api/messages. */
const MESSAGE_PATHS = [
  '/api/messages',
  '/API/messages',
  '/Api/Messages',
  '/api/messages/',
  '//api/messages',
  '/api/%6Dessages',
];
const LOGIN_PATHS = ['/api/login', '/API/login', '/api/login/', '/api/%6Cogin'];

// Each attack loads the attacker's page afresh; some 30 of them on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

let attacker: Server;
let attackerPort: number;

test.beforeAll(async () => {
  attacker = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(ATTACKER_PAGE);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerPort = (attacker.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve));
});

async function memberWithConversation(page: Page) {
  const { username } = await registerViaApi(page);
  const created = await page.request.post('/api/conversations', { data: {} });
  expect(created.status()).toBe(201);
  return { username, conversationId: ((await created.json()) as MemberConversationView).id };
}

async function storedMessages(request: APIRequestContext, conversationId: string) {
  const response = await request.get(`/api/conversations/${conversationId}/messages`);
  expect(response.status()).toBe(200);
  return (await response.json()) as MemberMessageView[];
}

type Attack =
  | { kind: 'no-cors'; type: string; body: string }
  | { kind: 'form'; enctype: string; fields: Record<string, string> };

/**
 * The status of each answer of the app to a POST of the page, in order, read from the browser's
 * network layer: the page itself only gets an opaque no-cors answer, which CORP then blocks.
 */
async function watchPosts(page: Page, appOrigin: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const posts = new Set<string>();
  const statuses = new Map<string, number>();
  const answered: number[] = [];
  const waiters: ((status: number) => void)[] = [];
  const settle = (id: string) => {
    if (!posts.has(id) || !statuses.has(id)) return;
    posts.delete(id);
    const waiter = waiters.shift();
    if (waiter) waiter(statuses.get(id)!);
    else answered.push(statuses.get(id)!);
  };
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (request.method !== 'POST' || !request.url.startsWith(appOrigin)) return;
    posts.add(requestId);
    settle(requestId);
  });
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    statuses.set(requestId, statusCode);
    settle(requestId);
  });
  return {
    next: () =>
      answered.length
        ? Promise.resolve(answered.shift()!)
        : new Promise<number>((resolve) => waiters.push(resolve)),
  };
}

/** Runs one attack from a fresh load of the attacker's page; answers the status the app gave it. */
async function statusOf(
  page: Page,
  posts: { next(): Promise<number> },
  attackerUrl: string,
  url: string,
  attack: Attack,
): Promise<number> {
  await page.goto(attackerUrl);
  const appOrigin = new URL(url).origin;
  const [status] = await Promise.all([
    posts.next(),
    // A form navigates the page to the app's answer: let it finish before the next page load.
    attack.kind === 'form' && page.waitForURL((at) => at.origin === appOrigin),
    page.evaluate(
      ([target, how]) => {
        const attacker = window as unknown as AttackerWindow;
        return how.kind === 'no-cors'
          ? attacker.sendNoCors(target, how.type, how.body)
          : attacker.submitForm(target, how.enctype, how.fields);
      },
      [url, attack] as const,
    ),
  ]);
  return status;
}

for (const [kind, attackerHost] of [
  ['a same-site page (same host, another port)', 'localhost'],
  ['a cross-site page', '127.0.0.1'],
] as const) {
  test(`${kind} cannot post a member's message or sign them in elsewhere, whatever the path's spelling`, async ({
    page,
    request,
    baseURL,
  }) => {
    const app = new URL(baseURL!).origin;
    const { username, conversationId } = await memberWithConversation(page);
    const attackerUrl = `http://${attackerHost}:${attackerPort}/`;
    const posts = await watchPosts(page, app);

    const answers: Record<string, number> = {};
    for (const path of MESSAGE_PATHS) {
      const url = `${app}${path}`;
      const form = new URLSearchParams({ conversationId, content: `form ${path}` }).toString();
      const json = JSON.stringify({ conversationId, content: `text ${path}` });
      answers[`no-cors form ${path}`] = await statusOf(page, posts, attackerUrl, url, {
        kind: 'no-cors',
        type: 'application/x-www-form-urlencoded',
        body: form,
      });
      answers[`no-cors text ${path}`] = await statusOf(page, posts, attackerUrl, url, {
        kind: 'no-cors',
        type: 'text/plain',
        body: json,
      });
      answers[`form ${path}`] = await statusOf(page, posts, attackerUrl, url, {
        kind: 'form',
        enctype: 'application/x-www-form-urlencoded',
        fields: { conversationId, content: `submitted ${path}` },
      });
    }
    const attackerName = uniqueUsername('attacker');
    const registered = await request.post('/api/register', {
      data: {
        username: attackerName,
        email: `${attackerName}@example.com`,
        password: PASSWORD,
        acceptTerms: true,
      },
    });
    expect(registered.status()).toBe(201);
    for (const path of LOGIN_PATHS) {
      const url = `${app}${path}`;
      answers[`sign-in form ${path}`] = await statusOf(page, posts, attackerUrl, url, {
        kind: 'form',
        enctype: 'application/x-www-form-urlencoded',
        fields: { username: attackerName, password: PASSWORD },
      });
    }
    expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((name) => [name, 403])));

    await page.goto(attackerUrl);
    const jsonAttempt = await page.evaluate(
      ([url, body]) => (window as unknown as AttackerWindow).sendJson(url, body),
      [`${app}/API/messages`, JSON.stringify({ conversationId, content: 'json' })],
    );
    expect(jsonAttempt).toBe('blocked');

    expect(await storedMessages(page.request, conversationId)).toEqual([]);
    const me = await page.request.get('/api/user');
    expect(((await me.json()) as UserView).username).toBe(username);
  });
}

test('pages of the site itself still post messages', async ({ page }) => {
  const { conversationId } = await memberWithConversation(page);
  await page.goto('/');
  const status = await page.evaluate(
    async ([body]) =>
      (
        await fetch('/api/messages', {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body,
        })
      ).status,
    [JSON.stringify({ conversationId, content: 'from the site' })],
  );
  expect(status).toBe(201);
  expect((await storedMessages(page.request, conversationId)).map((m) => m.content)).toEqual([
    'from the site',
  ]);
});
