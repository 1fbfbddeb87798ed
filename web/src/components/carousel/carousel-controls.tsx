import { t } from '../../i18n/catalog';
import type { Carousel } from './use-carousel';
import './carousel.css';

interface ArrowProps {
  carousel: Carousel;
  direction: 'previous' | 'next';
  /** What the carousel pages through, for the button's name: "Previous testimonials". */
  label: string;
  /** Hide the arrow at 768 px and below (services, providers, blog). */
  hideOnNarrow?: boolean;
}

/** A previous or next button; a native button, so Enter and Space operate it. */
export function CarouselArrow({ carousel, direction, label, hideOnNarrow = false }: ArrowProps) {
  const name = direction === 'next' ? t('carousel.next', { items: label }) : t('carousel.previous', { items: label });
  const className = `carousel__arrow carousel__arrow--${direction}${hideOnNarrow ? ' carousel__arrow--hide-narrow' : ''}`;
  return (
    <button type="button" className={className} aria-label={name} onClick={direction === 'next' ? carousel.next : carousel.previous}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d={direction === 'next' ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'} fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
    </button>
  );
}

interface DotsProps {
  carousel: Carousel;
  label: string;
  noun?: string;
}

/** One dot per position; the active one is filled and marked aria-current. */
export function CarouselDots({ carousel, label, noun = 'page' }: DotsProps) {
  if (carousel.count < 2) return null;
  return (
    <div className="carousel__dots" role="group" aria-label={t('carousel.choose', { items: label, noun })}>
      {Array.from({ length: carousel.count }, (_, i) => (
        <button
          key={i}
          type="button"
          className={`carousel__dot${i === carousel.index ? ' carousel__dot--active' : ''}`}
          aria-label={t('carousel.goTo', { noun, number: i + 1 })}
          aria-current={i === carousel.index ? 'true' : undefined}
          onClick={() => carousel.goTo(i)}
        />
      ))}
    </div>
  );
}

/** Announces "Page 2 of 6" politely; silent while auto-rotating so it does not chatter every 4 s. */
export function CarouselStatus({ carousel }: { carousel: Carousel }) {
  return (
    <p className="carousel__status" aria-live={carousel.rotating ? 'off' : 'polite'} aria-atomic="true">
      {carousel.announcement}
    </p>
  );
}
