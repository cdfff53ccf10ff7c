import { Box, useMediaQuery, type Theme } from '@mui/material';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { useCarousel } from '../use-carousel';
import { CarouselControls } from './carousel-controls';

export interface SlidesPerView {
  xs: number;
  sm?: number;
  md?: number;
}

interface CarouselProps<Item> {
  /** Accessible name, e.g. 'Poker tables'. */
  label: string;
  items: Item[];
  getKey: (item: Item) => string;
  renderSlide: (item: Item) => ReactNode;
  intervalMs: number;
  slidesPerView?: SlidesPerView;
}

function useSlidesPerView({ xs, sm = xs, md = sm }: SlidesPerView): number {
  const isMd = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const isSm = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), { noSsr: true });
  if (isMd) return md;
  return isSm ? sm : xs;
}

/**
 * An autoplaying, looping carousel following the WAI-ARIA carousel pattern:
 * a pause button, previous/next buttons, arrow keys, pause on hover and on
 * focus, hidden slides out of the accessibility tree, no sliding animation
 * and no autoplay for visitors who prefer reduced motion.
 */
export function Carousel<Item>({
  label,
  items,
  getKey,
  renderSlide,
  intervalMs,
  slidesPerView = { xs: 1 },
}: CarouselProps<Item>) {
  const perView = Math.min(useSlidesPerView(slidesPerView), items.length);
  const carousel = useCarousel(items.length, perView, intervalMs);
  const { index } = carousel;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') carousel.next();
    else if (event.key === 'ArrowLeft') carousel.previous();
    else return;
    event.preventDefault();
  };

  // Keyboard focus entering the carousel stops it; a mouse click on a button does not.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const entering = !event.currentTarget.contains(event.relatedTarget);
    if (entering && event.target.matches(':focus-visible')) carousel.setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) carousel.setFocused(false);
  };

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      data-rotating={String(carousel.rotating)}
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <Box sx={{ overflow: 'hidden', borderRadius: 3 }}>
        <Box
          aria-live={carousel.rotating ? 'off' : 'polite'}
          sx={{
            display: 'flex',
            transform: `translateX(-${(index * 100) / perView}%)`,
            transition: 'transform 600ms ease',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          {items.map((item, slide) => {
            const visible = slide >= index && slide < index + perView;
            return (
              <Box
                key={getKey(item)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${slide + 1} of ${items.length}`}
                aria-hidden={!visible}
                inert={!visible}
                sx={{ flex: `0 0 ${100 / perView}%`, minWidth: 0, px: perView > 1 ? 1 : 0 }}
              >
                {renderSlide(item)}
              </Box>
            );
          })}
        </Box>
      </Box>
      <CarouselControls
        label={label}
        playing={carousel.playing}
        position={index + 1}
        positions={carousel.positions}
        onTogglePlaying={carousel.togglePlaying}
        onPrevious={carousel.previous}
        onNext={carousel.next}
      />
    </Box>
  );
}
