import { useCallback, useEffect, useState } from 'react';
import { sessionStore } from '@/lib/session-store';

const DRAFT_PREFIX = 'draft:';

function readDraft<T>(key: string, isDraft: (value: unknown) => value is T): T | undefined {
  const text = sessionStore.get(DRAFT_PREFIX + key);
  if (text === null) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isDraft(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * State kept in this tab's sessionStorage as it changes, so what a visitor typed or chose
 * survives a trip to the sign-in screen, a reload or a failed send. `clear` forgets it (once
 * it has been sent); a stored value that `isDraft` rejects is ignored.
 */
export function useSessionDraft<T>(
  key: string,
  empty: T,
  isDraft: (value: unknown) => value is T,
): [T, (value: T | ((current: T) => T)) => void, () => void] {
  const [value, setValue] = useState<T>(() => readDraft(key, isDraft) ?? empty);

  useEffect(() => {
    if (value === empty) sessionStore.remove(DRAFT_PREFIX + key);
    else sessionStore.set(DRAFT_PREFIX + key, JSON.stringify(value));
  }, [key, value, empty]);

  const clear = useCallback(() => setValue(empty), [empty]);
  return [value, setValue, clear];
}
