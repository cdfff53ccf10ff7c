import { Box, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
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

/** Slides per view at each width, none more than there are slides. */
function perViewAt({ xs, sm = xs, md = sm }: SlidesPerView, count: number) {
  return { xs: Math.min(xs, count), sm: Math.min(sm, count), md: Math.min(md, count) };
}

/**
 * Slides per view at the window's width. A pre-rendered page hydrates with the narrowest (the
 * server knows no width) and the count follows at once; the slides' widths are CSS, right before.
 */
function useSlidesPerView(perView: Required<SlidesPerView>): number {
  const isMd = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const isSm = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  if (isMd) return perView.md;
  return isSm ? perView.sm : perView.xs;
}

/** A slide's CSS at each width: its share of the row, and a gutter when it shares it. */
const slideSx = (widths: Required<SlidesPerView>) => ({
  flex: {
    xs: `0 0 ${100 / widths.xs}%`,
    sm: `0 0 ${100 / widths.sm}%`,
    md: `0 0 ${100 / widths.md}%`,
  },
  px: { xs: widths.xs > 1 ? 1 : 0, sm: widths.sm > 1 ? 1 : 0, md: widths.md > 1 ? 1 : 0 },
  minWidth: 0,
});

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
  const widths = perViewAt(slidesPerView, items.length);
  const perView = useSlidesPerView(widths);
  const carousel = useCarousel(items.length, perView, intervalMs);
  const { index, setFocused, setHovered } = carousel;
  const section = useRef<HTMLElement>(null);

  // A pre-rendered carousel may already have the pointer or keyboard focus when the app takes it over.
  useEffect(() => {
    const element = section.current;
    if (!element) return;
    if (element.matches(':hover')) setHovered(true);
    if (element.querySelector(':focus-visible')) setFocused(true);
  }, [setFocused, setHovered]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') carousel.next();
    else if (event.key === 'ArrowLeft') carousel.previous();
    else return;
    event.preventDefault();
  };

  // Keyboard focus entering the carousel stops it; a mouse click on a button does not.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const entering = !event.currentTarget.contains(event.relatedTarget);
    if (entering && event.target.matches(':focus-visible')) setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Box
      ref={section}
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      data-rotating={String(carousel.rotating)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
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
                sx={slideSx(widths)}
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
