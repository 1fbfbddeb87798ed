import { CLAIMS } from '../../content/site';
import styles from './stats-bar.module.css';

const STATS = [
  { value: String(CLAIMS.since), label: 'In practice since' },
  { value: String(CLAIMS.boardCertifiedPhysicians), label: 'Board-certified physicians' },
  { value: String(CLAIMS.advancedPracticeProviders), label: 'Advanced practice providers' },
  { value: CLAIMS.satisfiedPatients, label: 'Satisfied patients' },
  { value: CLAIMS.averageExperience, label: 'Average experience' },
];

/** The practice's headline figures (website.md §1), exactly as site.ts states them. */
export function StatsBar() {
  return (
    <dl className={styles.stats}>
      {STATS.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
