import { ThemeProvider } from '@mui/material';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGE_LENGTH_TEXT, MESSAGE_MAX_LENGTH } from '@club/contracts';
import { theme } from '@/app/theme';
import { ChatComposer, type ChatComposerProps } from './chat-composer';

function Harness({
  onSend,
  ...limits
}: { onSend: () => void } & Pick<ChatComposerProps, 'maxLength' | 'tooLongText'>) {
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  return (
    <ThemeProvider theme={theme}>
      <ChatComposer
        text={text}
        onTextChange={setText}
        image={image}
        onImageChange={setImage}
        onSend={onSend}
        error={error}
        onError={setError}
        {...limits}
      />
    </ThemeProvider>
  );
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'table.png', { type: 'image/png' });

describe('ChatComposer', () => {
  it('sends on Enter but not on Shift+Enter, and not when empty', () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    expect(input).toHaveAttribute('placeholder', 'Type your message...');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'Hi' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('attaches a picked image with a preview, asks for a caption, and removes it', async () => {
    const { container } = render(<Harness onSend={vi.fn()} />);
    const picker = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(picker).toHaveAttribute('accept', 'image/*');
    await userEvent.upload(picker, png());

    expect(screen.getByText('table.png')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'placeholder',
      'Add a caption (optional)...',
    );
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(
      await screen.findByRole('img', { name: 'Selected image: table.png' }),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByText('table.png')).not.toBeInTheDocument();
  });

  it('shows the drop hint while an image is dragged over, and refuses dropped files that are not images', () => {
    render(<Harness onSend={vi.fn()} />);
    const zone = screen.getByTestId('chat-composer');
    const pdf = new File(['%PDF'], 'terms.pdf', { type: 'application/pdf' });
    const dataTransfer = { types: ['Files'], files: [pdf], dropEffect: 'none' };

    fireEvent.dragEnter(zone, { dataTransfer });
    expect(screen.getByText('Drop your image here to upload')).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer });
    expect(screen.queryByText('Drop your image here to upload')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('not an image');
    expect(screen.queryByText('terms.pdf')).not.toBeInTheDocument();
  });
});

describe('ChatComposer near and over the length limit', () => {
  const max = MESSAGE_MAX_LENGTH;
  const input = () => screen.getByRole('textbox', { name: 'Message' });
  const send = () => screen.getByRole('button', { name: 'Send message' });
  const write = (text: string) => fireEvent.change(input(), { target: { value: text } });

  it('shows no counter below 90% of the limit, then the count, described to the field', () => {
    render(<Harness onSend={vi.fn()} />);
    write('a'.repeat(max * 0.9 - 1));
    expect(screen.queryByTestId('message-length')).not.toBeInTheDocument();
    expect(input()).not.toHaveAttribute('aria-describedby');

    write('a'.repeat(3712));
    const counter = screen.getByText('3,712 / 4,000');
    expect(input()).toHaveAttribute('aria-describedby', counter.id);
    expect(input()).toHaveAttribute('aria-invalid', 'false');
    expect(send()).toBeEnabled();
  });

  it('keeps all of a pasted text over the limit, says how much to remove and does not send it', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSend={onSend} />);
    await user.click(input());
    await user.paste('a'.repeat(max) + 'b'.repeat(1000));

    expect(input()).toHaveValue('a'.repeat(max) + 'b'.repeat(1000));
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    const reason = screen.getByText(MESSAGE_LENGTH_TEXT.tooLong(max, 1000));
    expect(reason).toHaveTextContent('Messages can be up to 4,000 characters; remove 1,000.');
    expect(input()).toHaveAttribute('aria-describedby', reason.id);
    expect(screen.getByText('5,000 / 4,000')).toBeInTheDocument();
    expect(send()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(input()).toHaveValue('a'.repeat(max) + 'b'.repeat(1000));

    await user.click(screen.getByRole('button', { name: MESSAGE_LENGTH_TEXT.selectExcess }));
    const field = input() as HTMLTextAreaElement;
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([max, max + 1000]);
    await user.keyboard('{Backspace}');
    expect(input()).toHaveValue('a'.repeat(max));
    expect(screen.getByTestId('message-length')).toHaveTextContent(/^4,000 \/ 4,000$/);
    expect(send()).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('tells screen readers the count once the writer pauses', async () => {
    render(<Harness onSend={vi.fn()} />);
    const status = screen.getByRole('status');
    write('a'.repeat(3800));
    expect(status).toHaveTextContent(/^$/);
    const spoken = { timeout: 3000 };
    await waitFor(() => expect(status).toHaveTextContent('3,800 of 4,000 characters'), spoken);
    write('a'.repeat(4002));
    await waitFor(
      () => expect(status).toHaveTextContent('Messages can be up to 4,000 characters; remove 2.'),
      spoken,
    );
  });

  it("measures against the limit and words it is given (a private note's)", () => {
    render(
      <Harness onSend={vi.fn()} maxLength={10} tooLongText={MESSAGE_LENGTH_TEXT.noteTooLong} />,
    );
    write('a'.repeat(9));
    expect(screen.getByText('9 / 10')).toBeInTheDocument();
    write('a'.repeat(11));
    expect(
      screen.getByText('Private notes can be up to 10 characters; remove 1.'),
    ).toBeInTheDocument();
    expect(send()).toBeDisabled();
  });
});
