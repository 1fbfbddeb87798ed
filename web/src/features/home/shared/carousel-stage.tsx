import type { ReactNode } from 'react';
import { CarouselArrow, CarouselDots, CarouselStatus } from '../../../components/carousel';
import type { Carousel } from '../../../components/carousel';
import styles from './carousel-stage.module.css';

interface CarouselStageProps {
  carousel: Carousel;
  /** Plural noun of what is paged, for the controls' names: "Next services". */
  label: string;
  /** Accessible name and test id of the list of cards. */
  listLabel: string;
  testId: string;
  /** Column rules of the section's grid. */
  gridClassName?: string;
  hideArrowsOnNarrow?: boolean;
  /** Fade the cards out before a page change (services, providers: 400 ms). */
  fades?: boolean;
  dotNoun?: string;
  children: ReactNode;
}

/** Arrows either side of a list of cards, then the dots and the live status: the home carousels' frame. */
export function CarouselStage(props: CarouselStageProps) {
  const { carousel, label, listLabel, testId, gridClassName, hideArrowsOnNarrow = false, fades = false, dotNoun, children } = props;
  const fading = fades ? `carousel__track${carousel.fading ? ' carousel__track--fading' : ''}` : '';
  return (
    <>
      <div className={styles.stage}>
        <CarouselArrow carousel={carousel} direction="previous" label={label} hideOnNarrow={hideArrowsOnNarrow} />
        <ul
          className={`${styles.grid} ${gridClassName ?? ''} ${fading}`}
          aria-label={listLabel}
          data-testid={testId}
          {...carousel.surfaceProps}
        >
          {children}
        </ul>
        <CarouselArrow carousel={carousel} direction="next" label={label} hideOnNarrow={hideArrowsOnNarrow} />
      </div>
      <CarouselDots carousel={carousel} label={label} noun={dotNoun} />
      <CarouselStatus carousel={carousel} />
    </>
  );
}
