import { useState } from 'react';

/**
 * Runs `onChange(isOpen)` during the render in which the panel opens or closes, the way React
 * adjusts state to a changed prop (no extra render pass, unlike an effect).
 */
export function useOpenChange(isOpen: boolean, onChange: (isOpen: boolean) => void): void {
  const [seen, setSeen] = useState(isOpen);
  if (seen !== isOpen) {
    setSeen(isOpen);
    onChange(isOpen);
  }
}
