import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatLauncherButton } from './chat-launcher-button';

/** The page's launcher, or once the widget has loaded, the widget's own one in its place. */
function SwappedLaunchers({ widgetLoaded, between }: { widgetLoaded: boolean; between?: boolean }) {
  return (
    <>
      {between && <button type="button">Elsewhere</button>}
      {widgetLoaded ? (
        <section aria-label="widget">
          <ChatLauncherButton unread={2} onClick={() => undefined} />
        </section>
      ) : (
        <ChatLauncherButton unread={0} onClick={() => undefined} />
      )}
    </>
  );
}

describe('the support launcher replaced by another copy', () => {
  it('keeps the keyboard focus on the copy that took its place', () => {
    const { rerender } = render(<SwappedLaunchers widgetLoaded={false} />);
    act(() => screen.getByRole('button', { name: 'Open support chat' }).focus());

    rerender(<SwappedLaunchers widgetLoaded />);

    expect(screen.getByRole('button', { name: 'Open support chat, 2 unread' })).toHaveFocus();
  });

  it('leaves the focus where it is when the launcher did not have it', () => {
    const { rerender } = render(<SwappedLaunchers widgetLoaded={false} between />);
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());

    rerender(<SwappedLaunchers widgetLoaded between />);

    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('does not take the focus for a launcher that comes back later', async () => {
    const { unmount } = render(<ChatLauncherButton unread={0} onClick={() => undefined} />);
    act(() => screen.getByRole('button', { name: 'Open support chat' }).focus());
    unmount();
    await Promise.resolve();

    render(<ChatLauncherButton unread={0} onClick={() => undefined} />);

    expect(screen.getByRole('button', { name: 'Open support chat' })).not.toHaveFocus();
  });
});
