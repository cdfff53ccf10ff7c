import { useCallback, useState } from 'react';
import type { SendDraft } from '@/chat-core/use-chat-session';

/**
 * What is being written: text, an attached image, and why an image could not be attached. A
 * send empties the draft at once: the message lives on in the thread (sending, then sent, or
 * failed with Retry), so nothing written is lost.
 */
export function useComposer(send: SendDraft) {
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const sendDraft = useCallback(() => {
    send({ text, image });
    setText('');
    setImage(null);
    setError(undefined);
  }, [send, text, image]);
  /** Sends a text of its own (a picked payment method), leaving the draft as it is. */
  const sendText = useCallback((value: string) => send({ text: value, image: null }), [send]);
  return { text, setText, image, setImage, error, setError, sendDraft, sendText };
}

export type Composer = ReturnType<typeof useComposer>;
