import { useRef, useState, type PointerEvent } from 'react';

/** Tracks a rightward drag; calls `onSwipe` when released past `thresholdPx`. */
export function useSwipeRight(onSwipe: () => void, thresholdPx: number) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const reset = () => {
    startX.current = null;
    setOffset(0);
  };

  return {
    offset,
    isSwiping: offset > 0,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.button !== 0) return;
        startX.current = event.clientX;
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        if (startX.current === null) return;
        const distance = Math.max(0, event.clientX - startX.current);
        // Capture only once a drag starts so plain clicks still reach buttons.
        if (distance > 0 && !event.currentTarget.hasPointerCapture?.(event.pointerId)) {
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }
        setOffset(distance);
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        if (startX.current === null) return;
        const distance = event.clientX - startX.current;
        reset();
        if (distance >= thresholdPx) onSwipe();
      },
      onPointerCancel: reset,
    },
  };
}
