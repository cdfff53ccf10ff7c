import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AccountControls } from './account-controls';

const signedIn = { status: 'signed-in', welcomeName: 'Peter', isAdmin: false } as const;

describe('AccountControls when signed in', () => {
  it('opens the account menu from the keyboard and signs out from it', async () => {
    const onLogout = vi.fn();
    renderWithProviders(
      <AccountControls session={signedIn} onLogout={onLogout} isLoggingOut={false} />,
    );
    const button = screen.getByRole('button', { name: 'Welcome, Peter' });
    button.focus();
    await userEvent.keyboard('{Enter}');

    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('menuitem', { name: 'My account' })).toHaveAttribute(
      'href',
      '/dashboard/account',
    );
    expect(screen.getByRole('menuitem', { name: 'Store' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(menu).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('keeps the spec’s Logout button beside the menu', async () => {
    const onLogout = vi.fn();
    renderWithProviders(
      <AccountControls session={signedIn} onLogout={onLogout} isLoggingOut={false} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('lists the account links as plain links in the mobile menu', async () => {
    const onNavigate = vi.fn();
    renderWithProviders(
      <AccountControls
        session={signedIn}
        onLogout={vi.fn()}
        isLoggingOut={false}
        stacked
        onNavigate={onNavigate}
      />,
    );
    expect(screen.getByText('Welcome, Peter')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Welcome, Peter' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'My account' }));
    expect(onNavigate).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Store' })).toHaveAttribute('href', '/subscription');
  });
});
