import { ThemeProvider } from '@mui/material';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { theme } from '@/app/theme';
import { ChatLauncherButton } from './chat-launcher-button';
import { ChatPanel } from './chat-panel';
import { PaymentPicker } from './payment-picker';

const withTheme = (ui: React.ReactElement) =>
  render(
    <Provider store={makeStore()}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </Provider>,
  );

describe('ChatLauncherButton', () => {
  it('shows the unread count, capped at 9+', () => {
    const { rerender } = withTheme(<ChatLauncherButton unread={3} onClick={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Open support chat, 3 unread' })).toHaveTextContent(
      '3',
    );
    rerender(
      <Provider store={makeStore()}>
        <ThemeProvider theme={theme}>
          <ChatLauncherButton unread={12} onClick={vi.fn()} />
        </ThemeProvider>
      </Provider>,
    );
    expect(screen.getByRole('button', { name: 'Open support chat, 12 unread' })).toHaveTextContent(
      '9+',
    );
  });
});

describe('PaymentPicker', () => {
  it('keeps Send disabled until a provider is chosen, posts its label and clears', async () => {
    const onSend = vi.fn(async () => true);
    withTheme(<PaymentPicker onSend={onSend} />);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();

    fireEvent.click(screen.getByRole('radio', { name: 'Payment Link' }));
    expect(send).toBeEnabled();
    fireEvent.click(send);
    expect(onSend).toHaveBeenCalledWith('Payment Link');
    await vi.waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Payment Link' })).not.toBeChecked(),
    );
    expect(send).toBeDisabled();
  });
});

describe('ChatPanel', () => {
  it('is a labelled dialog that keeps Tab inside and closes on Escape', async () => {
    const onClose = vi.fn();
    withTheme(
      <>
        <button type="button">Outside</button>
        <ChatPanel title="Support" width={400} height={600} onClose={onClose}>
          <input aria-label="Message" data-autofocus />
        </ChatPanel>
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Support' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close chat' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close chat' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
