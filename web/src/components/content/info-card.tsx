import type { ReactNode } from 'react';
import styles from './cards.module.css';

/** A plain titled card for short facts (a value, a tier, a drip, a clinic). */
export function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className={styles.card}>
      <h3 className={styles.cardTitle}>{title}</h3>
      {children}
    </article>
  );
}
