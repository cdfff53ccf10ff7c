import { useCallback, useEffect, useState } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { useReducedMotion } from './use-reduced-motion';

interface CarouselState {
  /** First visible slide. */
  index: number;
  /** How many slides can start the view. */
  positions: number;
  /** What the rotation button offers: true shows 'Pause'. */
  playing: boolean;
  /** Whether slides are advancing right now. */
  rotating: boolean;
  togglePlaying: () => void;
  next: () => void;
  previous: () => void;
  setHovered: (hovered: boolean) => void;
  setFocused: (focused: boolean) => void;
}

/**
 * Slide position and autoplay of a carousel (WAI-ARIA carousel pattern).
 * Autoplay advances every `intervalMs` and loops back to the start. It pauses
 * while the pointer rests on the carousel, stops when keyboard focus enters it
 * (until the visitor presses Play), and is off at first for visitors who prefer
 * reduced motion. A pre-rendered carousel shows itself stopped, as it is until the app runs.
 */
export function useCarousel(count: number, perView: number, intervalMs: number): CarouselState {
  const running = useHydrated();
  const reducedMotion = useReducedMotion();
  const [rawIndex, setIndex] = useState(0);
  /** The visitor's Play or Pause; until they press one, reduced motion decides. */
  const [chosenRotation, setChosenRotation] = useState<boolean | null>(null);
  const wantsRotation = running && (chosenRotation ?? !reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const positions = Math.max(1, count - perView + 1);
  const index = rawIndex % positions;
  const playing = wantsRotation && !focused;
  const rotating = playing && !hovered && positions > 1;

  const next = useCallback(
    () => setIndex((current) => ((current % positions) + 1) % positions),
    [positions],
  );
  const previous = useCallback(
    () => setIndex((current) => ((current % positions) - 1 + positions) % positions),
    [positions],
  );

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(next, intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, next, intervalMs]);

  const togglePlaying = useCallback(() => {
    if (playing) {
      setChosenRotation(false);
    } else {
      setChosenRotation(true);
      setFocused(false);
    }
  }, [playing]);

  return {
    index,
    positions,
    playing,
    rotating,
    togglePlaying,
    next,
    previous,
    setHovered,
    setFocused,
  };
}
