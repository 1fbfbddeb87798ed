import { CarouselArrow, CarouselDots, CarouselStatus, useCarousel } from '../../../components/carousel';
import { t } from '../../../i18n/catalog';
import type { FacilityPhoto } from './facility-photos';
import styles from './about-section.module.css';

/** website.md §4, §9: the slider wraps, advances every 4 s and swipes at 75 px. */
const SLIDER_INTERVAL_MS = 4000;

/**
 * The About slider. Auto-advance pauses while pointed at or focused, and never runs under
 * prefers-reduced-motion (both handled by useCarousel).
 */
export function FacilitySlider({ photos }: { photos: readonly FacilityPhoto[] }) {
  const carousel = useCarousel({
    count: photos.length,
    autoAdvanceMs: SLIDER_INTERVAL_MS,
    swipe: { threshold: 75 },
    noun: 'photo',
  });
  const current = photos[carousel.index];
  return (
    <div
      className={styles.slider}
      role="group"
      aria-roledescription={t('home.carouselRole')}
      aria-label={t('home.clinicPhotos')}
      {...carousel.surfaceProps}
    >
      <div className={styles.frame}>
        {current ? (
          <img
            key={current.src}
            src={current.src}
            srcSet={current.srcSet}
            sizes={current.srcSet ? '(max-width: 992px) 100vw, 600px' : undefined}
            alt={current.alt}
            width={current.width}
            height={current.height}
            loading="lazy"
            decoding="async"
            className={styles.photo}
            data-testid="facility-photo"
          />
        ) : null}
        <div className={styles.arrows}>
          <CarouselArrow carousel={carousel} direction="previous" label={t('home.carouselPhoto')} />
          <CarouselArrow carousel={carousel} direction="next" label={t('home.carouselPhoto')} />
        </div>
      </div>
      <CarouselDots carousel={carousel} label={t('home.carouselClinic')} noun="photo" />
      <CarouselStatus carousel={carousel} />
    </div>
  );
}
