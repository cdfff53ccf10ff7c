import { expect, test, type Page } from '@playwright/test';
import { main, metaDescription } from '../support/public-site';

test.describe('FAQ', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await page.goto('/faq');
  });
  test.afterAll(async () => {
    await page.close();
  });

  test('has a back link, its heading, title and description', async () => {
    await expect(main(page).getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    await expect(page).toHaveTitle('Frequently Asked Questions | Play Money Club');
    expect(await metaDescription(page)).toContain('Galactic Arcade');
  });

  test('groups the questions: poker, sportsbook and casino, arcade, general information', async () => {
    expect(await main(page).getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Poker',
      'Sportsbook & Casino',
      'Galactic Arcade',
      'General Information',
      'Still have questions?',
    ]);
  });

  test('opens and closes an answer by mouse and by keyboard', async () => {
    const group = page.getByRole('region', { name: 'General Information' });
    const answer = group.getByText('No real money is wagered or won');
    await expect(answer).toBeHidden();
    await group.getByText('Is real money involved?').click();
    await expect(answer).toBeVisible();
    await group.getByText('Is real money involved?').click();
    await expect(answer).toBeHidden();

    await group.locator('summary').filter({ hasText: 'How old do I have to be?' }).focus();
    await page.keyboard.press('Enter');
    await expect(group.getByText('You must be 18 or older')).toBeVisible();
  });

  test('Contact Us leads to the contact section of the home page', async () => {
    const contact = main(page).getByRole('link', { name: 'Contact Us' });
    await expect(contact).toHaveAttribute('href', '/#contact');
    await contact.click();
    await expect(page).toHaveURL('/#contact');
    await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeInViewport();
  });
});
