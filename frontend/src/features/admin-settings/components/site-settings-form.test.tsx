import { DEFAULT_SITE_SETTINGS, SITE_SETTINGS_TEXT } from '@club/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/toast/toaster';
import { renderWithProviders } from '@/test/render';
import { stubFetch } from '@/test/stub-fetch';
import { SiteSettingsForm } from './site-settings-form';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderForm() {
  renderWithProviders(
    <>
      <SiteSettingsForm saved={DEFAULT_SITE_SETTINGS} />
      <Toaster />
    </>,
  );
}

describe('SiteSettingsForm', () => {
  it("shows the contract's rule under a field when it is left, and sends nothing while one is broken", async () => {
    const fetchMock = stubFetch(() => json(DEFAULT_SITE_SETTINGS));
    renderForm();
    const discord = screen.getByRole('textbox', { name: 'Discord link' });
    await userEvent.clear(discord);
    await userEvent.type(discord, 'http://discord.gg/club');
    await userEvent.tab();
    expect(
      screen.getByText('Discord link must be an https:// address on discord.gg or discord.com'),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(discord).toHaveFocus();
  });

  it('saves the trimmed values and says so', async () => {
    const saved = { ...DEFAULT_SITE_SETTINGS, pokerClubCode: '135790' };
    let sent: unknown;
    stubFetch(async (request) => {
      sent = await request.json();
      return json(saved);
    });
    renderForm();
    const code = screen.getByRole('textbox', { name: 'Poker club code' });
    await userEvent.clear(code);
    await userEvent.type(code, '135790');
    await userEvent.type(screen.getByRole('textbox', { name: 'Support hours' }), '  ');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SITE_SETTINGS_TEXT.saved)).toBeVisible();
    expect(sent).toEqual(saved);
  });

  it("puts the server's refusal on the field it names", async () => {
    const message = 'Telegram link must be an https:// address on t.me or telegram.me';
    stubFetch(() => json({ statusCode: 400, message, errors: [message] }, 400));
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Contact phone' }), '+1 555');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Telegram link' })).toHaveAccessibleDescription(
        message,
      ),
    );
  });
});
