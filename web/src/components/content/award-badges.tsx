import { awards } from '../../content/awards';
import styles from './award-badges.module.css';

/** The six round award badges, each opening its source in a new tab. */
export function AwardBadges() {
  return (
    <ul className={styles.badges}>
      {awards.map((award) => (
        <li key={award.href}>
          <a href={award.href} target="_blank" rel="noopener noreferrer">
            <img src={award.image} alt={`${award.name} (opens in a new tab)`} width={110} height={110} />
          </a>
        </li>
      ))}
    </ul>
  );
}
