import type { TestimonialCard } from '@clinic/core';
import { activeLanguage, t } from '../../i18n/catalog';
import { formatDate } from '../../i18n/format-date';

// A clinic day as its UTC midnight formatted in UTC, so no zone can shift it a day: "Mar 5, 2025", "5 mar 2025".
const SHORT_DATE = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' } as const;

/**
 * The card's own words around the patient's (theirs stay as written), in the page's language (issue #37): from
 * TESTIMONIAL_CARD_NAMESPACES, which the card's parent loads.
 */
export const testimonialCardWords = () => ({
  verified: t('page.testimonials.verified'),
  reviewFrom: (source: string) => t('page.testimonials.reviewFrom', { source }),
  stars: (rating: number) => t('page.testimonials.stars', { rating }),
  /** website.md §3's defaults for a review without a date or an outcome. */
  date: (card: TestimonialCard) =>
    card.day ? formatDate(activeLanguage(), SHORT_DATE, new Date(`${card.day}T00:00:00Z`)) : t('page.testimonials.recent'),
  outcome: (card: TestimonialCard) => card.outcome || t('page.testimonials.outcome'),
});
