import { DEFAULT_SITE_SETTINGS } from '@club/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { HeaderSession } from './header-session';
import { SiteHeader } from './site-header';

const GAME_LINKS_SHOWN = [
  ['Poker', '/poker'],
  ['Sportsbook & Casino', '/sports-book'],
  ['Galactic Arcade', '/galactic-arcade'],
  ['Choose Your Game', '/play'],
];

function renderHeader(session: HeaderSession, onLogout = vi.fn()) {
  renderWithProviders(
    <SiteHeader
      session={session}
      onLogout={onLogout}
      isLoggingOut={false}
      communityLinks={DEFAULT_SITE_SETTINGS}
    />,
  );
  return { header: screen.getByTestId('site-header'), onLogout };
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('SiteHeader', () => {
  it('offers Login and Join Club to signed-out visitors', () => {
    const { header } = renderHeader({ status: 'signed-out' });

    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(within(header).getByRole('link', { name: 'Join Club' })).toHaveAttribute(
      'href',
      '/auth?tab=register',
    );
    expect(within(header).queryByRole('link', { name: 'Admin Chat' })).not.toBeInTheDocument();
  });

  it('greets a signed-in user and logs out', async () => {
    const { header, onLogout } = renderHeader({
      status: 'signed-in',
      welcomeName: 'Peter',
      isAdmin: false,
    });

    expect(within(header).getByText('Welcome, Peter')).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Admin Chat' })).not.toBeInTheDocument();
    await userEvent.click(within(header).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('shows Admin Chat to admins in the desktop and the mobile menu', async () => {
    const { header } = renderHeader({ status: 'signed-in', welcomeName: 'Root', isAdmin: true });

    const desktopNav = within(header).getByRole('navigation', { name: 'Main' });
    expect(within(desktopNav).getByRole('link', { name: 'Admin Chat' })).toHaveAttribute(
      'href',
      '/admin/chat',
    );

    await userEvent.click(within(header).getByRole('button', { name: 'Open menu' }));
    const mobileNav = await within(header).findByRole('navigation', { name: 'Mobile' });
    expect(within(mobileNav).getByRole('link', { name: 'Admin Chat' })).toBeInTheDocument();
  });

  it('toggles the mobile menu with the Join Our Community block', async () => {
    const { header } = renderHeader({ status: 'signed-out' });
    const toggle = within(header).getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(header).queryByText('Join Our Community')).not.toBeInTheDocument();

    await userEvent.click(toggle);

    expect(toggle).toHaveAccessibleName('Close menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await within(header).findByText('Join Our Community')).toBeInTheDocument();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('lists each game and the game chooser in the Games menu, from the keyboard', async () => {
    const { header } = renderHeader({ status: 'signed-out' });
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Games' })).toHaveAttribute(
      'href',
      '/#games-section',
    );
    const button = within(nav).getByRole('button', { name: 'Games menu' });
    button.focus();
    await userEvent.keyboard('{Enter}');

    const menu = await screen.findByRole('menu', { name: 'Games' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual(
      GAME_LINKS_SHOWN,
    );
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('links Merchandise and Store in the desktop and the mobile menu', async () => {
    const { header } = renderHeader({ status: 'signed-out' });
    const desktopNav = within(header).getByRole('navigation', { name: 'Main' });
    expect(
      within(desktopNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Games', 'Merchandise', 'Store', 'Contact', 'Discord', 'Telegram']);
    expect(within(desktopNav).getByRole('link', { name: 'Merchandise' })).toHaveAttribute(
      'href',
      '/merchandise',
    );
    expect(within(desktopNav).getByRole('link', { name: 'Store' })).toHaveAttribute(
      'href',
      '/subscription',
    );

    await userEvent.click(within(header).getByRole('button', { name: 'Open menu' }));
    const mobileNav = await within(header).findByRole('navigation', { name: 'Mobile' });
    const games = within(mobileNav).getByRole('list', { name: 'Games' });
    expect(
      within(games)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(GAME_LINKS_SHOWN);
    expect(within(mobileNav).getByRole('link', { name: 'Merchandise' })).toHaveAttribute(
      'href',
      '/merchandise',
    );
    expect(within(mobileNav).getByRole('link', { name: 'Store' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('opens community links in a new tab', () => {
    const { header } = renderHeader({ status: 'signed-out' });

    for (const name of ['Discord', 'Telegram']) {
      const link = within(header).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('turns scrolled once the page is scrolled past 50 px', () => {
    const { header } = renderHeader({ status: 'signed-out' });
    expect(header).toHaveAttribute('data-scrolled', 'false');

    scrollTo(50);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(51);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });
});
