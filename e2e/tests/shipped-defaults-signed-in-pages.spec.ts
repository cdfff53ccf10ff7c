import { PAGE_LOAD_FAILED_TEXT } from '@club/contracts';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ADMIN, loginViaApi, registerViaApi } from '../support/accounts';

const LOADS_PER_CONTEXT = 10;
const MEMBER_PAGES = ['/dashboard', '/dashboard/account'];
const ADMIN_PAGES = [
  '/admin/chat',
  '/admin/products',
  '/admin/products/new',
  '/admin/members',
  '/admin/members/audit',
  '/admin/payments',
  '/admin/reports',
  '/admin/settings',
  '/admin/security',
];

/** Every answer of the site's own origin refused with a 429, as "status path". */
function refusalsOf(context: BrowserContext, origin: string): string[] {
  const refused: string[] = [];
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && response.status() === 429) refused.push(url.pathname);
  });
  return refused;
}

/** Loads `path` afresh and waits for its page heading; answers the heading's text. */
async function load(page: Page, path: string): Promise<string> {
  await page.goto(path);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('heading', { name: PAGE_LOAD_FAILED_TEXT.heading })).toHaveCount(0);
  return (await heading.textContent()) ?? '';
}

/** Each of `paths` loaded LOADS_PER_CONTEXT times in turn; every load's heading, by path. */
async function loadEach(page: Page, paths: string[]): Promise<Map<string, string[]>> {
  const headings = new Map<string, string[]>(paths.map((path) => [path, []]));
  for (let round = 0; round < LOADS_PER_CONTEXT; round++) {
    for (const path of paths) headings.get(path)!.push(await load(page, path));
  }
  return headings;
}

test('three browsers behind one address load every signed-in page ten times each with no refusal', async ({
  browser,
  baseURL,
}) => {
  // 160 page loads in three browsers at once, 120 of them one after another in the admin's: about
  // a minute on a quiet two-core machine, and several times that while other work keeps it busy.
  test.setTimeout(360_000);
  const origin = new URL(baseURL!).origin;
  const contexts = await Promise.all([0, 1, 2].map(() => browser.newContext()));
  const refused = contexts.map((context) => refusalsOf(context, origin));
  const [adminPage, ...memberPages] = await Promise.all(
    contexts.map((context) => context.newPage()),
  );
  await loginViaApi(adminPage!, ADMIN.username, ADMIN.password);
  const members = [];
  for (const page of memberPages) members.push(await registerViaApi(page));
  const memberView = await memberPages[0]!.request.get('/api/user');
  const memberId = ((await memberView.json()) as { id: string | number }).id;
  const adminPaths = [...ADMIN_PAGES, `/admin/members/${memberId}`, ...MEMBER_PAGES];

  const [adminHeadings, ...memberHeadings] = await Promise.all([
    loadEach(adminPage!, adminPaths),
    ...memberPages.map((page) => loadEach(page, MEMBER_PAGES)),
  ]);

  // Every load of a page shows that page: the same heading each time.
  for (const headings of [adminHeadings!, ...memberHeadings]) {
    for (const [path, texts] of headings) {
      expect(texts, path).toHaveLength(LOADS_PER_CONTEXT);
      expect(new Set(texts).size, `${path}: ${[...new Set(texts)].join(' | ')}`).toBe(1);
    }
  }
  for (const path of MEMBER_PAGES) {
    expect(new Set(memberHeadings.map((headings) => headings.get(path)![0]))).toEqual(
      new Set([memberHeadings[0]!.get(path)![0]]),
    );
  }
  expect(refused.flat()).toEqual([]);
  await Promise.all(contexts.map((context) => context.close()));
});
