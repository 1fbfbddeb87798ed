import type { TestimonialCard as Card, TestimonialSource } from '@clinic/core';
import styles from './testimonial-card.module.css';

const VERIFIED_BADGE = 'VERIFIED PATIENT';
const SOURCE_NAMES: Record<TestimonialSource, string> = { yelp: 'Yelp', vitals: 'Vitals', hospital: 'Hospital', google: 'Google' };

/** The card's own words around the patient's (theirs stay as written): a page in another language gives its own. */
export interface TestimonialCardWords {
  verified: string;
  reviewFrom(source: string): string;
  stars(rating: number): string;
}

const ENGLISH_WORDS: TestimonialCardWords = {
  verified: VERIFIED_BADGE,
  reviewFrom: (source) => `Review from ${source}`,
  stars: (rating) => `${rating} out of 5 stars`,
};

/** One patient story: source logo, VERIFIED PATIENT badge, name, stars, quote, location, date and outcome. */
export function TestimonialCard({ card, words = ENGLISH_WORDS }: { card: Card; words?: TestimonialCardWords }) {
  // An unnamed review is titled with the badge's words (the core's VERIFIED PATIENT), in the page's language.
  const unnamed = card.name === VERIFIED_BADGE;
  return (
    <article className={styles.card}>
      <div className={styles.top}>
        <img src={`/images/sources/${card.source}.svg`} alt={words.reviewFrom(SOURCE_NAMES[card.source])} width={80} height={24} />
        {/* An unnamed review is already titled VERIFIED PATIENT (website.md §3): the badge would say it twice. */}
        {unnamed ? null : <span className={styles.badge}>{words.verified}</span>}
      </div>
      <h3 className={styles.name}>{unnamed ? words.verified : card.name}</h3>
      <p className={styles.stars} role="img" aria-label={words.stars(card.rating)}>
        <span aria-hidden="true">
          {'★'.repeat(card.rating)}
          {'☆'.repeat(5 - card.rating)}
        </span>
      </p>
      <blockquote className={styles.quote}>
        <p>“{card.text}”</p>
      </blockquote>
      <p className={styles.meta}>
        {card.location} · {card.date}
      </p>
      <p className={styles.outcome}>{card.outcome}</p>
    </article>
  );
}
