import { useEffect, useRef, type RefObject } from 'react';

/** When the panel closes, focus goes back to the button that opens it. */
export function useReturnFocus(isOpen: boolean, target: RefObject<HTMLElement | null>): void {
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    if (wasOpen.current && !isOpen) target.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen, target]);
}
