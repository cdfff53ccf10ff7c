import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function Harness(props: { busy?: boolean; focus?: 'cancel' | 'confirm'; onConfirm?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      title="Delete Club Mug?"
      text="This cannot be undone."
      confirmLabel="Delete"
      destructive
      busy={props.busy}
      focus={props.focus}
      onCancel={() => setOpen(false)}
      onConfirm={props.onConfirm ?? (() => setOpen(false))}
    />
  );
}

describe('ConfirmDialog', () => {
  it('names its question and what confirming does', async () => {
    render(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete Club Mug?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
  });

  it('confirms with Enter when the confirmation has the focus', async () => {
    const onConfirm = vi.fn();
    render(<Harness focus="confirm" onConfirm={onConfirm} />);
    expect(await screen.findByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('keeps things as they are on Escape, even with the focus on the confirmation', async () => {
    const onConfirm = vi.fn();
    render(<Harness focus="confirm" onConfirm={onConfirm} />);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cannot be confirmed twice while the confirmation is on its way', async () => {
    const onConfirm = vi.fn();
    render(<Harness busy onConfirm={onConfirm} />);
    const confirm = await screen.findByRole('button', { name: /Delete/ });
    expect(confirm).toBeDisabled();
    confirm.click();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
