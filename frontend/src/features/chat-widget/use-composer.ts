import { useCallback, useState } from 'react';
import type { SendDraft } from '@/chat-core/use-chat-session';

/**
 * What is being written: text, an attached image, and why the last send failed. The draft is
 * cleared only when the send succeeded, so a refused message can be sent again.
 */
export function useComposer(send: SendDraft) {
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const sendDraft = useCallback(async () => {
    if (await send({ text, image }, setError)) {
      setText('');
      setImage(null);
      setError(undefined);
    }
  }, [send, text, image]);
  /** Sends a text of its own (a picked payment method), leaving the draft as it is. */
  const sendText = useCallback(
    (value: string) => send({ text: value, image: null }, setError),
    [send],
  );
  return { text, setText, image, setImage, error, setError, sendDraft, sendText };
}

export type Composer = ReturnType<typeof useComposer>;
