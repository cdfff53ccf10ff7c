import { expect, test } from '@playwright/test';
import { expectScrollTop, main, metaDescription, recordScroll } from '../support/public-site';

test.describe('privacy policy', () => {
  test('promises an answer within one month, no data of under-18s, and links to /cookies and /auth', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page).toHaveTitle('Privacy Policy | Play Money Club');
    expect(await metaDescription(page)).toContain('within one month');
    await expect(main(page).getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(main(page)).toContainText('We respond to every data request within one month');
    await expect(page.getByRole('region', { name: 'Children' })).toContainText(
      'We do not knowingly collect data of anyone under 18',
    );
    await expect(main(page).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/cookies',
    );
    await expect(main(page).getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/auth');
  });
});

test.describe('terms of service', () => {
  test('has every section, the play-money notice and links to /cookies and /privacy', async ({
    page,
  }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect(page).toHaveTitle('Terms of Service | Play Money Club');
    expect(await metaDescription(page)).toContain('no real money is wagered or won');
    expect(await main(page).getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Welcome to Play Money Club',
      'Terminology',
      'A play-money platform',
      'Cookies',
      'License',
      'User accounts',
      'User comments',
      'Hyperlinking to our content',
      'Content liability',
      'Your privacy',
      'Reservation of rights',
      'Removal of links from our website',
      'Disclaimer',
    ]);
    await expect(page.getByRole('region', { name: 'A play-money platform' })).toContainText(
      'No real money is wagered or won',
    );
    await expect(page.getByRole('region', { name: 'A play-money platform' })).toContainText(
      'not a gambling service',
    );

    const license = page.getByRole('region', { name: 'License' }).getByRole('listitem');
    for (const [index, text] of [
      'republish',
      'sell',
      'copy',
      'redistribute',
      'illegal purpose',
      'hack',
    ].entries()) {
      await expect(license.nth(index)).toContainText(text);
    }
    const accounts = page.getByRole('region', { name: 'User accounts' }).getByRole('listitem');
    for (const [index, text] of [
      'accurate',
      'password confidential',
      'responsible for all activity',
      'unauthorized use',
      '18 years old',
    ].entries()) {
      await expect(accounts.nth(index)).toContainText(text);
    }
    const linking = page
      .getByRole('region', { name: 'Hyperlinking to our content' })
      .getByRole('listitem');
    for (const [index, text] of [
      'government agencies',
      'search engines',
      'news organizations',
      'directory distributors',
    ].entries()) {
      await expect(linking.nth(index)).toContainText(text);
    }
    await expect(
      page
        .getByRole('region', { name: 'Your privacy' })
        .getByRole('link', { name: 'Privacy Policy' }),
    ).toHaveAttribute('href', '/privacy');
    await expect(
      page.getByRole('region', { name: 'Cookies' }).getByRole('link', { name: 'Cookie Policy' }),
    ).toHaveAttribute('href', '/cookies');
  });

  test('ends with the date of the terms in force as last updated and the contact form or chat widget', async ({
    page,
  }) => {
    await page.goto('/terms');
    await expect(main(page).getByText('Last updated: December 2, 2026')).toBeVisible();
    await expect(main(page).getByText(/Use the contact form or the chat widget/)).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'contact form' })).toHaveAttribute(
      'href',
      '/#contact',
    );
  });

  test('starts at the top, also when reloaded after scrolling, and leads back home', async ({
    page,
  }) => {
    await page.goto('/faq');
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expectScrollTop(page, 0);

    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expectScrollTop(page, 0);
    expect(new Set(await recordScroll(page, 400))).toEqual(new Set([0]));

    await main(page).getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('cookie policy', () => {
  test('names the kinds of cookies, the four cookies with their durations, and how to manage them', async ({
    page,
  }) => {
    await page.goto('/cookies');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie Policy');
    await expect(page).toHaveTitle('Cookie Policy | Play Money Club');
    expect(await metaDescription(page)).toContain('session_id');

    const kinds = page.getByRole('region', { name: 'The kinds of cookies' });
    for (const kind of [
      'Essential',
      'Performance',
      'Functionality',
      'Analytics',
      'Session',
      'Persistent',
      'First-party',
      'Third-party',
    ]) {
      await expect(kinds.getByText(kind, { exact: true })).toBeVisible();
    }

    const rows = page.getByRole('table', { name: 'Cookies we use' }).getByRole('row');
    await expect(rows).toHaveCount(5);
    const cookies = await rows.evaluateAll((all) =>
      all
        .slice(1)
        .map((row) => [
          row.querySelector('th')?.textContent,
          row.querySelector('td:last-child')?.textContent,
        ]),
    );
    expect(cookies).toEqual([
      ['session_id', 'Session'],
      ['user_preferences', '1 year'],
      ['analytics_id', '2 years'],
      ['chat_state', 'Session'],
    ]);

    const headings = await main(page).getByRole('heading', { level: 2 }).allTextContents();
    for (const heading of [
      'Managing cookies',
      'Instructions for your browser',
      'Do Not Track',
      'Updates to this policy',
      'Your consent',
    ]) {
      expect(headings).toContain(heading);
    }
    const browsers = page.getByRole('region', { name: 'Instructions for your browser' });
    for (const browser of ['Google Chrome', 'Mozilla Firefox', 'Safari', 'Microsoft Edge'])
      await expect(browsers).toContainText(browser);
    await expect(page.getByRole('region', { name: 'Do Not Track' })).toContainText(
      'We honour Do Not Track',
    );

    const consent = page.getByRole('region', { name: 'Your consent' });
    await expect(consent.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(consent.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });
});
