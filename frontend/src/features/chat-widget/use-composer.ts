import { useCallback, useState } from 'react';

export interface ComposerDraft {
  text: string;
  image: File | null;
}

/** What is being written: text, an attached image, and why the last send failed. */
export function useComposer() {
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const clear = useCallback(() => {
    setText('');
    setImage(null);
    setError(undefined);
  }, []);
  return { text, setText, image, setImage, error, setError, clear };
}
