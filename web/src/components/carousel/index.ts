// Public surface of the shared carousel: the pure model, swipe rule, hooks and controls.
export * from './carousel-model';
export * from './swipe';
export { useCarousel } from './use-carousel';
export type { Carousel, CarouselOptions } from './use-carousel';
export { NARROW_QUERY, REDUCED_MOTION_QUERY, useIsNarrow, useMediaQuery, usePrefersReducedMotion } from './use-media-query';
export { CarouselArrow, CarouselDots, CarouselStatus } from './carousel-controls';
