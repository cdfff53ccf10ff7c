import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  MESSAGES_FAILED_OFFLINE_TEXT,
  MESSAGES_FAILED_TEXT,
  MessagesFailedAlert,
} from './messages-failed-alert';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('the alert for messages that did not load', () => {
  it("says the spec's words online, and that the browser is offline while it is", () => {
    render(<MessagesFailedAlert />);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES_FAILED_TEXT);
    expect(MESSAGES_FAILED_TEXT).toBe('Failed to fetch messages');

    goOffline(true);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES_FAILED_OFFLINE_TEXT);

    goOffline(false);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to fetch messages$/);
  });
});
