import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { FocusEvent, TouchEvent } from 'react';
import { t } from '../../i18n/catalog';
import { carouselReducer, clampIndex } from './carousel-model';
import { swipeDirection } from './swipe';
import type { Point, SwipeRule } from './swipe';
import { usePrefersReducedMotion } from './use-media-query';

export interface CarouselOptions {
  /** Number of positions (pages or window positions). A change clamps the index. */
  count: number;
  /** Fade-out before the page changes, in ms (services and providers: 400). */
  fadeMs?: number;
  /** Auto-advance interval, in ms (about slider: 4000); paused on hover and focus. */
  autoAdvanceMs?: number;
  /** Touch swipe rule, or undefined when swiping does nothing. */
  swipe?: SwipeRule;
  /** Noun of the live announcement: "Page 2 of 6". */
  noun?: string;
  /** The live announcement for a position, when counting positions would mislead (a sliding window). */
  describe?: (index: number) => string;
}

export interface Carousel {
  index: number;
  count: number;
  /** True during the fade-out that precedes a page change. */
  fading: boolean;
  /** True while an auto-advancing carousel is rotating (not paused, motion allowed). */
  rotating: boolean;
  announcement: string;
  next(): void;
  previous(): void;
  goTo(index: number): void;
  /** Spread on the carousel's track: touch swipe, and pause on hover and focus. */
  surfaceProps: {
    onTouchStart(event: TouchEvent): void;
    onTouchEnd(event: TouchEvent): void;
    onMouseEnter(): void;
    onMouseLeave(): void;
    onFocus(): void;
    onBlur(event: FocusEvent): void;
  };
}

type Move = { type: 'next' } | { type: 'previous' } | { type: 'goTo'; index: number };

/** State and handlers of one carousel (website.md §4); the paging rules live in carousel-model. */
export function useCarousel({ count, fadeMs = 0, autoAdvanceMs, swipe, noun, describe }: CarouselOptions): Carousel {
  const [state, dispatch] = useReducer(carouselReducer, { index: 0, count: Math.max(1, count) });
  const [fading, setFading] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const touchStart = useRef<Point | null>(null);
  const fadeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const latestCount = useRef(count);
  latestCount.current = count;
  useEffect(() => dispatch({ type: 'resize', count }), [count]);
  // The resize effect may not have run yet when a move arrives (the count just changed), so each
  // move first brings the model up to the count rendered on screen.
  const apply = useCallback((action: Move) => {
    dispatch({ type: 'resize', count: latestCount.current });
    dispatch(action);
  }, []);
  useEffect(() => () => clearTimeout(fadeTimer.current), []);

  // Reduced motion skips the fade: the page changes at once instead of after an animation.
  const move = useCallback(
    (action: Move) => {
      if (fadeMs <= 0 || reducedMotion) return apply(action);
      if (fadeTimer.current !== undefined) return undefined; // a change is already under way
      setFading(true);
      fadeTimer.current = setTimeout(() => {
        fadeTimer.current = undefined;
        apply(action);
        setFading(false);
      }, fadeMs);
      return undefined;
    },
    [fadeMs, reducedMotion, apply],
  );

  const rotating = autoAdvanceMs !== undefined && !reducedMotion && !hovered && !focused && count > 1;
  useEffect(() => {
    if (!rotating) return undefined;
    // Keyed on the index, so a manual move restarts the full interval.
    const timer = setTimeout(() => move({ type: 'next' }), autoAdvanceMs);
    return () => clearTimeout(timer);
  }, [rotating, autoAdvanceMs, move, state.index]);

  const index = clampIndex(state.index, count);
  return {
    index,
    count: Math.max(1, count),
    fading,
    rotating,
    announcement: describe
      ? describe(index)
      : t('carousel.position', { noun: noun ?? 'page', number: index + 1, count: Math.max(1, count) }),
    next: () => move({ type: 'next' }),
    previous: () => move({ type: 'previous' }),
    goTo: (target) => move({ type: 'goTo', index: target }),
    surfaceProps: {
      onTouchStart: (event) => {
        const touch = event.touches[0];
        touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
      },
      onTouchEnd: (event) => {
        const start = touchStart.current;
        const touch = event.changedTouches[0];
        touchStart.current = null;
        if (!swipe || !start || !touch) return;
        const direction = swipeDirection(start, { x: touch.clientX, y: touch.clientY }, swipe);
        if (direction) move({ type: direction });
      },
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      // Focus moving between children of the track is not leaving it.
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
