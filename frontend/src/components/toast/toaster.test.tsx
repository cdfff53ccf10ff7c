import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { showToast } from './toast-slice';
import { Toaster } from './toaster';

function renderToaster() {
  const view = renderWithProviders(<Toaster />);
  const show = async (title: string, description?: string) => {
    act(() => {
      view.store.dispatch(showToast({ title, description, variant: 'destructive' }));
    });
    // The card's code loads with the first toast.
    await act(() => vi.dynamicImportSettled());
  };
  return { ...view, show };
}

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders toasts inside the Notifications region', async () => {
    const { show } = renderToaster();
    await show('Login failed', '401: Unauthorized');

    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('tabindex', '-1');
    const toast = screen.getByRole('status');
    expect(region).toContainElement(toast);
    expect(toast).toHaveTextContent('Login failed');
    expect(toast).toHaveTextContent('401: Unauthorized');
  });

  it('shows at most one toast: a new one replaces the old', async () => {
    const { show } = renderToaster();
    await show('Login failed');
    await show('Logout failed');

    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Logout failed');
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
  });

  it('hides a toast after 5000 ms', async () => {
    const { show } = renderToaster();
    await show('Registration failed');

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('restarts the 5000 ms when a new toast replaces the old', async () => {
    const { show } = renderToaster();
    await show('First');
    act(() => vi.advanceTimersByTime(3000));
    await show('Second');

    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('status')).toHaveTextContent('Second');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes with the dismiss button', async () => {
    const { show } = renderToaster();
    await show('Logout failed');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is dismissed by a swipe of at least 50 px to the right', async () => {
    const { show } = renderToaster();
    await show('Logout failed');
    const toast = screen.getByRole('status');

    fireEvent.pointerDown(toast, { clientX: 100, button: 0 });
    fireEvent.pointerMove(toast, { clientX: 149 });
    fireEvent.pointerUp(toast, { clientX: 149 });
    expect(screen.getByRole('status')).toBeInTheDocument();

    fireEvent.pointerDown(toast, { clientX: 100, button: 0 });
    fireEvent.pointerMove(toast, { clientX: 150 });
    fireEvent.pointerUp(toast, { clientX: 150 });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('focuses the Notifications region when F8 is pressed', () => {
    renderToaster();

    fireEvent.keyDown(document.body, { key: 'F8' });

    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveFocus();
  });
});
