import { insurers } from '../../content/insurers';
import styles from './insurer-logos.module.css';

/** The wordmarks of the insurers the practice names (website.md §9). */
export function InsurerLogos() {
  return (
    <ul className={styles.logos}>
      {insurers.map((insurer) => (
        <li key={insurer.name}>
          <img src={insurer.logo} alt={insurer.name} width={insurer.width} height={insurer.height} />
        </li>
      ))}
    </ul>
  );
}
