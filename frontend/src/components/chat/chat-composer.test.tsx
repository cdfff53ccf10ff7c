import { ThemeProvider } from '@mui/material';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { ChatComposer } from './chat-composer';

function Harness({ onSend }: { onSend: () => void }) {
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
