import type { ChatStatsView, VisitorConversationView } from '@club/contracts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminSendViaApi, chatLog, conversationItem, openConversation } from '../support/chat';
import { expect, test } from '../support/chat-fixtures';

/** What a contact-form message looks like: one long paragraph. */
const LONG_MESSAGE = `Hello, I filled in the contact form because ${'my deposit did not show up on my account after I paid with the card I always use, '.repeat(8)}please help.`;

const STAT_KEYS = ['open', 'waiting', 'closedToday'] as const;

const listRegion = (admin: Page) => admin.getByRole('region', { name: 'Conversation list' });
const paneRegion = (admin: Page) =>
  admin.getByRole('region', { name: 'Conversation', exact: true });

async function widthOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  return box ? box.width : 0;
}

/** How far the page can be scrolled sideways (0 when it fits). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A guest who sent the long message, and a thread long enough to need scrolling. */
async function longConversation(request: APIRequestContext, admin: Page): Promise<string> {
  const name = `Wide${Date.now().toString(36)}`;
  const created = await request.post('/api/chat-conversations', { data: { username: name } });
  expect(created.ok(), await created.text()).toBe(true);
  const conversation = (await created.json()) as VisitorConversationView;
  const sent = await request.post(`/api/chat-conversations/${conversation.id}/messages`, {
    data: { content: LONG_MESSAGE },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  for (let index = 1; index <= 30; index += 1) {
    await adminSendViaApi(admin, 'anonymous', conversation.id, `Answer line ${index}`);
  }
  const last = await request.post(`/api/chat-conversations/${conversation.id}/messages`, {
    data: { content: LONG_MESSAGE },
  });
  expect(last.ok(), await last.text()).toBe(true);
  return name;
}

test.describe('admin inbox layout', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a long last message keeps the list column, truncates the preview and leaves the pane its width', async ({
    admin,
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const name = await longConversation(visitor, admin);
    await visitor.dispose();

    await admin.setViewportSize({ width: 1280, height: 800 });
    const pane = await openConversation(admin, name);
    const item = conversationItem(admin, name);
    const preview = item.getByTestId('conversation-preview');
    await expect(preview).toHaveText(LONG_MESSAGE);

    const widths = [360, 600, 900, 1024, 1280, 1600, 1920];
    for (const width of widths) {
      await admin.setViewportSize({ width, height: 800 });
      await expect.poll(() => sidewaysScroll(admin), `sideways scroll at ${width}px`).toBe(0);
      if (width < 900) continue;
      const list = await widthOf(listRegion(admin));
      expect(list, `list column at ${width}px`).toBeGreaterThanOrEqual(280);
      expect(list, `list column at ${width}px`).toBeLessThanOrEqual(420);
      // The page content is at most 1536 px wide (the MUI xl container).
      expect(await widthOf(pane), `pane at ${width}px`).toBeGreaterThanOrEqual(
        Math.min(width, 1536) - list - 120,
      );
      const truncated = await preview.evaluate(
        (element) => element.scrollWidth > element.clientWidth,
      );
      expect(truncated, `preview truncated at ${width}px`).toBe(true);
      expect(await widthOf(preview)).toBeLessThan(list);
      for (const control of [
        pane.getByRole('heading', { name, exact: true }),
        pane.getByRole('button', { name: 'Close conversation' }),
        // Below 1100 px the pane is narrow: renaming and deleting are in its More actions menu.
        pane.getByRole('button', { name: width < 1100 ? 'More actions' : 'Delete conversation' }),
      ]) {
        await expect(control).toBeInViewport({ ratio: 1 });
      }
      expect(
        await widthOf(pane.getByRole('textbox', { name: `Reply to ${name}` })),
      ).toBeGreaterThanOrEqual(300);
    }

    await admin.setViewportSize({ width: 1280, height: 800 });
    await pane.getByRole('button', { name: 'Edit nickname' }).click();
    expect(
      await widthOf(pane.getByRole('textbox', { name: 'Display name' })),
    ).toBeGreaterThanOrEqual(240);
    await pane.getByRole('button', { name: 'Cancel nickname edit' }).click();
  });

  test('at 1280×800 the inbox fits the viewport: list and messages scroll inside, the composer shows', async ({
    admin,
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const name = await longConversation(visitor, admin);
    await visitor.dispose();

    await admin.setViewportSize({ width: 1280, height: 800 });
    const pane = await openConversation(admin, name);
    await admin.evaluate(() => window.scrollTo(0, 0));
    await expect(pane.getByRole('textbox', { name: `Reply to ${name}` })).toBeInViewport({
      ratio: 1,
    });
    await expect(pane.getByRole('button', { name: 'Send message' })).toBeInViewport({ ratio: 1 });
    for (const region of [listRegion(admin), pane]) {
      const box = await region.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(800);
    }

    const log = chatLog(pane);
    await expect(log.getByText(LONG_MESSAGE).last()).toBeInViewport();
    expect(await log.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  });

  test('at 360 px the list and the conversation are two screens without sideways scroll', async ({
    admin,
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const name = await longConversation(visitor, admin);
    await visitor.dispose();

    await admin.setViewportSize({ width: 360, height: 740 });
    await admin.reload();
    await expect(listRegion(admin)).toBeVisible();
    await expect(paneRegion(admin)).toBeHidden();
    expect(await sidewaysScroll(admin)).toBe(0);

    const pane = await openConversation(admin, name);
    await expect(listRegion(admin)).toBeHidden();
    expect(await sidewaysScroll(admin)).toBe(0);
    expect(await widthOf(pane)).toBeGreaterThanOrEqual(320);
    await expect(pane.getByRole('button', { name: 'Close conversation' })).toBeInViewport();
    await expect(pane.getByRole('textbox', { name: `Reply to ${name}` })).toBeInViewport({
      ratio: 1,
    });

    await pane.getByRole('button', { name: 'All conversations' }).click();
    await expect(paneRegion(admin)).toBeHidden();
    await expect(conversationItem(admin, name)).toBeVisible();
    expect(await sidewaysScroll(admin)).toBe(0);
  });
});

test.describe('admin inbox stats cards', () => {
  test('follow the socket events: a change is read again at once, with no poll', async ({
    admin,
    playwright,
    baseURL,
  }) => {
    const counts = (stats: Record<(typeof STAT_KEYS)[number], number>) =>
      JSON.stringify(STAT_KEYS.map((key) => stats[key]));
    const shown = async () =>
      counts(
        Object.fromEntries(
          await Promise.all(
            STAT_KEYS.map(async (key) => [
              key,
              Number(
                await admin.getByTestId(`stat-${key}`).getByRole('paragraph').last().textContent(),
              ),
            ]),
          ),
        ),
      );
    const isStatsRead = (url: string) => new URL(url).pathname === '/api/admin/chat-stats';
    // The counts of the page's latest stats answer: other tests change them meanwhile, so the
    // cards are compared with what the page was told, not with a read of our own.
    let reads = 0;
    let latest = '';
    admin.on('response', (response) => {
      if (!isStatsRead(response.url())) return;
      const read = ++reads;
      void response
        .json()
        .then((stats: ChatStatsView) => {
          if (read === reads) latest = counts(stats);
        })
        .catch(() => undefined);
    });
    /**
     * A change's socket event makes the page read the counts again, and the cards show the answer.
     * The page has no poll, so only the event can cause the read; the time allowed is for a busy
     * machine.
     */
    const cardsFollow = async (change: () => Promise<unknown>) => {
      const readAgain = admin.waitForRequest((request) => isStatsRead(request.url()), {
        timeout: 10_000,
      });
      await change();
      await readAgain;
      await expect
        .poll(async () => latest !== '' && (await shown()) === latest, {
          timeout: 10_000,
          intervals: [100],
        })
        .toBe(true);
    };
    // The first change must find the inbox's socket signed in, or its event is never sent here.
    const socketReady = new Promise<void>((resolve) =>
      admin.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('"auth_success"')) resolve();
        }),
      ),
    );
    await admin.reload();
    await socketReady;
    await expect(admin.getByTestId('stat-open').getByRole('paragraph').last()).toHaveText(/^\d+$/);

    const visitor = await playwright.request.newContext({ baseURL });
    const created = await visitor.post('/api/chat-conversations', {
      data: { username: `Stats${Date.now().toString(36)}` },
    });
    const { id } = (await created.json()) as VisitorConversationView;
    await cardsFollow(() =>
      visitor.post(`/api/chat-conversations/${id}/messages`, { data: { content: 'Hi' } }),
    );
    await visitor.dispose();

    await cardsFollow(() => adminSendViaApi(admin, 'anonymous', id, 'Hello, how can I help?'));

    const path = `/api/admin/anonymous-conversations/${id}`;
    await cardsFollow(async () => {
      const closed = await admin.request.patch(`${path}/status`, { data: { status: 'closed' } });
      expect(closed.ok()).toBe(true);
    });

    await cardsFollow(async () => expect((await admin.request.delete(path)).ok()).toBe(true));
  });
});
