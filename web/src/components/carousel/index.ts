// Public surface of the shared carousel: the pure model, swipe rule, hooks and controls.
export * from './carousel-model';
export * from './swipe';
export { useCarousel } from './use-carousel';
export type { Carousel } from './use-carousel';
export { useIsNarrow } from './use-media-query';
export { CarouselArrow, CarouselDots, CarouselStatus } from './carousel-controls';
