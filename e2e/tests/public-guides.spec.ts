import { expect, test } from '@playwright/test';
import { main, metaDescription } from '../support/public-site';

test.describe('join guide', () => {
  test('walks through the four steps, the tiers, the $50 minimum and the club ID, and links on', async ({
    page,
  }) => {
    await page.goto('/join');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to Join');
    await expect(page).toHaveTitle('How to Join | Play Money Club');
    expect(await metaDescription(page)).toContain('Silver, Gold or Platinum');
    await expect(main(page)).toContainText('3000+ players');

    const steps = page
      .getByRole('region', { name: 'Four Steps to the Club' })
      .getByRole('listitem');
    await expect(steps).toHaveCount(4);
    expect(await steps.getByRole('heading').allTextContents()).toEqual([
      'Create an account',
      'Choose your membership',
      'Fund your account',
      'Start playing',
    ]);
    await expect(steps.nth(2)).toContainText('Minimum deposit $50');
    for (const method of ['credit card', 'bank transfer', 'crypto'])
      await expect(steps.nth(2)).toContainText(method);
    await expect(steps.nth(3)).toContainText(/club ID \d{6}/);

    const tiers = page
      .getByRole('region', { name: 'Silver, Gold or Platinum' })
      .getByRole('article');
    expect(await tiers.getByRole('heading').allTextContents()).toEqual([
      'Silver',
      'Gold',
      'Platinum',
    ]);

    await expect(main(page).getByRole('link', { name: 'Start Registration' })).toHaveAttribute(
      'href',
      '/auth?tab=register',
    );
    await expect(main(page).getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/',
    );
    await main(page).getByRole('link', { name: 'Start Registration' }).click();
    await expect(page).toHaveURL('/auth?tab=register');
    await expect(page.getByRole('tab', { name: 'Join Club' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

test.describe('sports betting guide', () => {
  test('walks through the four steps and the three cards, and links to /auth and /', async ({
    page,
  }) => {
    await page.goto('/sportsbook');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sports Betting Guide');
    await expect(page).toHaveTitle('Sports Betting Guide | Play Money Club');
    expect(await metaDescription(page)).toContain('place your first bet');

    const steps = page.getByRole('region', { name: 'Getting Started' }).getByRole('listitem');
    expect(await steps.getByRole('heading').allTextContents()).toEqual([
      'Create Account',
      'Fund Wallet',
      'Access Sports in the Dashboard',
      'Start Betting',
    ]);
    const cards = page.getByRole('region', { name: 'What You Get' }).getByRole('article');
    expect(await cards.getByRole('heading').allTextContents()).toEqual([
      'Live Odds',
      'Multiple Sports',
      'Play Money Only',
    ]);
    await expect(cards.nth(2)).toContainText('virtual currency for entertainment only');

    await expect(main(page).getByRole('link', { name: 'Create Your Account' })).toHaveAttribute(
      'href',
      '/auth?tab=register',
    );
    await expect(main(page).getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/',
    );
    await main(page).getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });
});
