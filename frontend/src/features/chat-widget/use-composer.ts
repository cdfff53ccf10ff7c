import { useCallback, useState } from 'react';

export interface ComposerDraft {
  text: string;
  image: File | null;
}

/** A widget's way to send: true once the server has the message; `onError` says why not. */
export type SendDraft = (draft: ComposerDraft, onError: (text: string) => void) => Promise<boolean>;

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
