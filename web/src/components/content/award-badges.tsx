import { awards } from '../../content/awards';
import { t } from '../../i18n/catalog';
import styles from './award-badges.module.css';

/** The six round award badges, each opening its source in a new tab. */
export function AwardBadges() {
  return (
    <ul className={styles.badges}>
      {awards.map((award) => (
        <li key={award.href}>
          <a href={award.href} target="_blank" rel="noopener noreferrer">
            <img src={award.image} alt={t('page.awardNewTab', { name: award.name })} width={110} height={110} />
          </a>
        </li>
      ))}
    </ul>
  );
}
