import type { TestimonialCard as Card, TestimonialSource } from '@clinic/core';
import styles from './testimonial-card.module.css';
import { testimonialCardWords } from './testimonial-card-words';

const SOURCE_NAMES: Record<TestimonialSource, string> = { yelp: 'Yelp', vitals: 'Vitals', hospital: 'Hospital', google: 'Google' };

/**
 * One patient story: source logo, VERIFIED PATIENT badge, name, stars, quote, location, date and outcome. Its own
 * words are in the page's language (testimonial-card-words.ts).
 */
export function TestimonialCard({ card }: { card: Card }) {
  const words = testimonialCardWords();
  const unnamed = !card.name;
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
        {card.location} · {words.date(card)}
      </p>
      <p className={styles.outcome}>{words.outcome(card)}</p>
    </article>
  );
}
