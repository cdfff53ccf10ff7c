import type { MemberConversationView, MemberMessageView } from '@club/contracts';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import {
  closeSupportChat,
  expectSupportChatOpened,
  main,
  metaDescription,
} from '../support/public-site';
import { header, toast } from '../support/session';

const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact form' });

async function fillContactForm(
  page: Page,
  fields: { name: string; email: string; message: string; subject?: string },
) {
  const form = contactForm(page);
  await form.getByLabel('Name').fill(fields.name);
  await form.getByLabel('Email').fill(fields.email);
  if (fields.subject) await form.getByLabel('Subject').selectOption({ label: fields.subject });
  await form.getByLabel('Message').fill(fields.message);
}

async function supportMessages(
  page: Page,
): Promise<{ conversationCount: number; messages: MemberMessageView[] }> {
  const conversations = await page.request.get('/api/conversations');
  expect(conversations.ok()).toBe(true);
  const list = (await conversations.json()) as MemberConversationView[];
  const messages = await page.request.get(`/api/conversations/${list[0].id}/messages`);
  expect(messages.ok()).toBe(true);
  return {
    conversationCount: list.length,
    messages: (await messages.json()) as MemberMessageView[],
  };
}

test.describe('contact page', () => {
  test('has the header, a back link, the contact section, a title and a description', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(header(page)).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(page.locator('section#contact')).toBeVisible();
    await expect(page).toHaveTitle('Contact Us | Play Money Club');
    expect(await metaDescription(page)).toContain('membership, tournaments or support');

    const subject = contactForm(page).getByLabel('Subject');
    await expect(subject).toBeVisible();
    expect(
      await subject
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
    ).toEqual(['', 'general', 'membership', 'tournaments', 'support']);
  });

  test('the browser requires a name, a valid email and a message before anything is sent', async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(messages|conversations)/.test(request.url())) sent.push(request.url());
    });
    await page.goto('/contact');
    const form = contactForm(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(
      await form
        .getByLabel('Name')
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);

    await fillContactForm(page, { name: 'Nova', email: 'not-an-email', message: 'Hello' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(
      await form
        .getByLabel('Email')
        .evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true);
    await expect(page).toHaveURL('/contact');
    expect(sent).toEqual([]);
  });

  test("sends a member's message to their support conversation and opens the chat", async ({
    page,
  }) => {
    const { username } = await registerViaApi(page);
    await page.goto('/contact');

    await fillContactForm(page, {
      name: 'Nova Star',
      email: `${username}@example.com`,
      message: 'When does the Sunday tournament start?',
    });
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Message Sent!');
    await expect(toast(page)).toContainText('Opening chat...');
    await expectSupportChatOpened(page);
    await expect(contactForm(page).getByLabel('Name')).toHaveValue('');

    const first = await supportMessages(page);
    const sent = first.messages.at(-1);
    expect(sent).toMatchObject({ messageType: 'text', isFromAdmin: false });
    expect(sent?.content).toContain('Subject: General Inquiry');
    expect(sent?.content).toContain('Name: Nova Star');
    expect(sent?.content).toContain(`Email: ${username}@example.com`);
    expect(sent?.content).toContain('When does the Sunday tournament start?');

    await closeSupportChat(page);
    await fillContactForm(page, {
      name: 'Nova Star',
      email: `${username}@example.com`,
      subject: 'Tournaments',
      message: 'And the buy-in?',
    });
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    await expectSupportChatOpened(page);
    const second = await supportMessages(page);
    expect(second.conversationCount).toBe(first.conversationCount);
    expect(second.messages.at(-1)?.content).toContain('Subject: Tournaments');
    expect(second.messages.at(-1)?.content).toContain('And the buy-in?');
  });
});
