import { ACCOUNT_TEXT } from '@club/contracts';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import { header } from '../support/session';

/**
 * Every public page is reached by clicking from `/`: through the header on a desktop and through
 * the mobile menu on a phone, the guides from the pages that point to them, the support pages from
 * the footer. Only the first page is opened by address.
 */

type Layout = 'desktop' | 'phone';

const LAYOUTS = [
  { layout: 'desktop', viewport: { width: 1280, height: 800 } },
  { layout: 'phone', viewport: { width: 360, height: 740 } },
] as const;

const GAMES = ['Poker', 'Sportsbook & Casino', 'Galactic Arcade', 'Choose Your Game'] as const;

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const main = (page: Page) => page.getByRole('main');
const footer = (page: Page) => page.getByRole('contentinfo');
const mobileNav = (page: Page) => page.getByRole('navigation', { name: 'Mobile' });

async function expectPage(page: Page, path: string | RegExp, heading: string | RegExp) {
  await expect(page).toHaveURL(path);
  await expect(h1(page, heading)).toBeVisible();
}

/**
 * Opens the phone's menu and waits until it has slid open, as a user taps after seeing it:
 * scrolling a link into view while it slides moved the link away under the click.
 */
async function openMobileMenu(page: Page) {
  const button = header(page).getByRole('button', { name: 'Open menu' });
  const menuId = await button.getAttribute('aria-controls');
  await button.click();
  await expect(page.locator(`#${menuId}`)).toHaveClass(/MuiCollapse-entered/);
  await expect(mobileNav(page)).toBeVisible();
}

/** A link of the header: in the main navigation (a game in the Games menu), or in the mobile menu. */
async function headerLink(page: Page, layout: Layout, name: string) {
  if (layout === 'phone') {
    await openMobileMenu(page);
    await mobileNav(page).getByRole('link', { name, exact: true }).click();
    await expect(mobileNav(page)).toBeHidden();
    return;
  }
  if ((GAMES as readonly string[]).includes(name)) {
    const nav = header(page).getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Games menu' }).click();
    const menu = page.getByRole('menu', { name: 'Games' });
    await expect(menu.getByRole('menuitem')).toHaveText([...GAMES]);
    await menu.getByRole('menuitem', { name, exact: true }).click();
    await expect(menu).toBeHidden();
    return;
  }
  await header(page)
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name, exact: true })
    .click();
}

for (const { layout, viewport } of LAYOUTS) {
  test.describe(`on a ${layout} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('every public page is reached by clicking from the landing page', async ({ page }) => {
      // Twenty pages, each loaded as the visitor's browser loads it.
      test.slow();
      await page.goto('/');
      await expectPage(page, '/', /Your galaxy of/);

      // The guides, from where a newcomer asks "how do I start".
      await main(page).getByRole('link', { name: 'Sports Betting Guide' }).click();
      await expectPage(page, '/sportsbook', 'Sports Betting Guide');
      await headerLink(page, layout, 'Poker');
      await expectPage(page, '/poker', 'Poker on ClubGG');
      await main(page).getByRole('link', { name: 'How to Join' }).click();
      await expectPage(page, '/join', 'How to Join');
      await main(page).getByRole('link', { name: 'Start Registration' }).click();
      await expect(page).toHaveURL('/auth?tab=register');
      await expect(page.getByRole('tab', { name: 'Join Club' })).toHaveAttribute(
        'aria-selected',
        'true',
      );

      // The games, from the header.
      await headerLink(page, layout, 'Sportsbook & Casino');
      await expectPage(page, '/sports-book', 'Sportsbook & Casino');
      await main(page).getByRole('link', { name: 'Sports Betting Guide' }).click();
      await expectPage(page, '/sportsbook', 'Sports Betting Guide');
      await headerLink(page, layout, 'Galactic Arcade');
      await expectPage(page, '/galactic-arcade', 'Galactic Arcade');
      await headerLink(page, layout, 'Choose Your Game');
      await expectPage(page, '/play', 'Choose Your Game');

      // The shop.
      await headerLink(page, layout, 'Merchandise');
      await expectPage(page, '/merchandise', 'Merchandise');
      const product = page.getByTestId('product-card').first();
      const title = await product.getByRole('heading').innerText();
      await product.getByRole('link', { name: /View Product/ }).click();
      await expectPage(page, /\/product\/[0-9a-f-]{36}$/, title);
      await headerLink(page, layout, 'Store');
      await expectPage(page, '/subscription', 'Authentication Required');

      // Contact from the header; the support and legal pages from the footer.
      await headerLink(page, layout, 'Contact');
      await expectPage(page, '/contact', 'Contact Us');
      for (const [name, path, heading] of [
        ['FAQ', '/faq', 'Frequently Asked Questions'],
        ['Privacy Policy', '/privacy', 'Privacy Policy'],
        ['Terms of Service', '/terms', 'Terms of Service'],
        ['Cookie Policy', '/cookies', 'Cookie Policy'],
      ] as const) {
        await footer(page).getByRole('link', { name, exact: true }).click();
        await expectPage(page, path, heading);
      }

      // The FAQ points newcomers to both guides; its first is the join guide.
      await footer(page).getByRole('link', { name: 'FAQ', exact: true }).click();
      await main(page).getByRole('link', { name: 'How to Join' }).click();
      await expectPage(page, '/join', 'How to Join');

      await headerLink(page, layout, 'Home');
      await expectPage(page, '/#hero-section', /Your galaxy of/);
    });

    test('a signed-in member reaches the dashboard and the account page from the header', async ({
      page,
    }) => {
      await registerViaApi(page, { firstName: 'Vega' });
      await page.goto('/');
      // The header knows the member (on a phone, its desktop greeting is there but hidden).
      await expect(
        header(page).getByRole('button', { name: 'Welcome, Vega', includeHidden: true }),
      ).toBeAttached();

      for (const [item, path, heading] of [
        [ACCOUNT_TEXT.menuDashboard, '/dashboard', 'Member Dashboard'],
        [ACCOUNT_TEXT.menuAccount, '/dashboard/account', ACCOUNT_TEXT.title],
      ] as const) {
        if (layout === 'phone') {
          await openMobileMenu(page);
          await header(page).getByRole('link', { name: item, exact: true }).click();
        } else {
          await header(page).getByRole('button', { name: 'Welcome, Vega' }).click();
          await page
            .getByRole('menu', { name: ACCOUNT_TEXT.menuLabel })
            .getByRole('menuitem', { name: item, exact: true })
            .click();
        }
        await expectPage(page, path, heading);
      }
      if (layout === 'phone') {
        // The signed-in menu is taller than the phone's screen: it scrolls to its Logout button.
        await openMobileMenu(page);
        const logout = header(page).getByRole('button', { name: 'Logout' });
        await logout.scrollIntoViewIfNeeded();
        await expect(logout).toBeInViewport();
      }
    });

    test('the 404 page leads on to the games, support and home', async ({ page }) => {
      await page.goto('/no/such/page');
      await expect(h1(page, '404 Page Not Found')).toBeVisible();
      await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
      const forward = page.getByRole('navigation', { name: 'Ways forward' });

      await forward.getByRole('link', { name: 'Choose Your Game' }).click();
      await expectPage(page, '/play', 'Choose Your Game');
      await page.goBack();
      await forward.getByRole('link', { name: 'Contact Support' }).click();
      await expectPage(page, '/contact', 'Contact Us');
      await page.goBack();
      await forward.getByRole('link', { name: 'Back to Home' }).click();
      await expectPage(page, '/', /Your galaxy of/);
    });
  });
}
