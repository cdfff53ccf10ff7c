import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Carousel } from './carousel';

const ITEMS = ['Alpha', 'Bravo', 'Charlie'];

function renderCarousel() {
  renderWithProviders(
    <Carousel
      label="Letters"
      items={ITEMS}
      getKey={(item) => item}
      renderSlide={(item) => <p>{item}</p>}
      intervalMs={3000}
    />,
  );
  return screen.getByRole('region', { name: 'Letters' });
}

/** The slide that assistive technology can see. */
const shownSlide = (carousel: HTMLElement) =>
  within(carousel)
    .getAllByRole('group')
    .map((slide) => slide.getAttribute('aria-label'));

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances on its interval and loops back to the first slide', () => {
    const carousel = renderCarousel();
    expect(shownSlide(carousel)).toEqual(['1 of 3']);

    act(() => vi.advanceTimersByTime(2999));
    expect(shownSlide(carousel)).toEqual(['1 of 3']);
    act(() => vi.advanceTimersByTime(1));
    expect(shownSlide(carousel)).toEqual(['2 of 3']);
    act(() => vi.advanceTimersByTime(6000));
    expect(shownSlide(carousel)).toEqual(['1 of 3']);
  });

  it('keeps hidden slides out of the accessibility tree and out of the tab order', () => {
    const carousel = renderCarousel();
    const hidden = carousel.querySelectorAll('[aria-roledescription="slide"][aria-hidden="true"]');
    expect(hidden).toHaveLength(2);
    hidden.forEach((slide) => expect(slide).toHaveAttribute('inert'));
  });

  it('pauses while the pointer is over it', () => {
    const carousel = renderCarousel();
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(9000));
    expect(shownSlide(carousel)).toEqual(['1 of 3']);

    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(3000));
    expect(shownSlide(carousel)).toEqual(['2 of 3']);
  });

  it('stops and starts with its rotation button and moves with the buttons and arrow keys', () => {
    const carousel = renderCarousel();
    fireEvent.click(within(carousel).getByRole('button', { name: 'Pause Letters' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(shownSlide(carousel)).toEqual(['1 of 3']);

    fireEvent.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(shownSlide(carousel)).toEqual(['2 of 3']);
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shownSlide(carousel)).toEqual(['3 of 3']);
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shownSlide(carousel)).toEqual(['1 of 3']);
    fireEvent.click(within(carousel).getByRole('button', { name: 'Previous slide' }));
    expect(shownSlide(carousel)).toEqual(['3 of 3']);

    fireEvent.click(within(carousel).getByRole('button', { name: 'Play Letters' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(shownSlide(carousel)).toEqual(['1 of 3']);
  });

  it('announces slide changes only while it is not rotating', () => {
    const carousel = renderCarousel();
    const track = carousel.querySelector('[aria-live]');
    expect(track).toHaveAttribute('aria-live', 'off');
    fireEvent.click(within(carousel).getByRole('button', { name: 'Pause Letters' }));
    expect(track).toHaveAttribute('aria-live', 'polite');
  });
});
