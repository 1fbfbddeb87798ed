import type { TestimonialCard as Card, TestimonialSource } from '@clinic/core';
import styles from './testimonial-card.module.css';

const VERIFIED_BADGE = 'VERIFIED PATIENT';
const SOURCE_NAMES: Record<TestimonialSource, string> = { yelp: 'Yelp', vitals: 'Vitals', hospital: 'Hospital', google: 'Google' };

/** One patient story: source logo, VERIFIED PATIENT badge, name, stars, quote, location, date and outcome. */
export function TestimonialCard({ card }: { card: Card }) {
  return (
    <article className={styles.card}>
      <div className={styles.top}>
        <img src={`/images/sources/${card.source}.svg`} alt={`Review from ${SOURCE_NAMES[card.source]}`} width={80} height={24} />
        {/* An unnamed review is already titled VERIFIED PATIENT (website.md §3): the badge would say it twice. */}
        {card.name === VERIFIED_BADGE ? null : <span className={styles.badge}>{VERIFIED_BADGE}</span>}
      </div>
      <h3 className={styles.name}>{card.name}</h3>
      <p className={styles.stars} role="img" aria-label={`${card.rating} out of 5 stars`}>
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
