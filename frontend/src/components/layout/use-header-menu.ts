import { useCallback, useId, useState, type MouseEvent } from 'react';

/**
 * State of a header menu: its anchor (open while set), whether it was ever opened (its code loads
 * then), and the props of the button that opens it.
 */
export function useHeaderMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const close = useCallback(() => setAnchor(null), []);

  return {
    anchor,
    used,
    menuId,
    close,
    buttonProps: {
      id: buttonId,
      'aria-haspopup': 'menu' as const,
      'aria-controls': anchor ? menuId : undefined,
      'aria-expanded': anchor ? ('true' as const) : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => {
        setUsed(true);
        setAnchor(event.currentTarget);
      },
    },
  };
}
