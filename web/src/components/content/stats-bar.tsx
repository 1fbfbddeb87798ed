import { CLAIMS } from '../../content/site';
import { t } from '../../i18n/catalog';
import { localClaims } from './claims';
import styles from './stats-bar.module.css';

const stats = () => [
  { value: String(CLAIMS.since), label: t('card.statSince') },
  { value: String(CLAIMS.boardCertifiedPhysicians), label: t('card.statPhysicians') },
  { value: String(CLAIMS.advancedPracticeProviders), label: t('card.statProviders') },
  { value: localClaims().satisfiedPatients, label: t('card.statPatients') },
  { value: localClaims().averageExperience, label: t('card.statExperience') },
];

/** The practice's headline figures (website.md §1), exactly as site.ts states them. */
export function StatsBar() {
  return (
    <dl className={styles.stats}>
      {stats().map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
