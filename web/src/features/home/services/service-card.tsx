import { Link } from 'react-router-dom';
import type { Service } from '../../../content/types';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import frame from '../shared/section.module.css';
import styles from './services-section.module.css';

/** One service: icon, title, description, its three bullets and a Learn More link to its page. */
export function ServiceCard({ service }: { service: Service }) {
  return (
    <li className={`${frame.card} ${styles.card}`}>
      <img src={`/images/icons/${service.icon}.svg`} alt="" width={48} height={48} className={styles.icon} />
      <h3 className={styles.title}>{service.title}</h3>
      <p className={styles.description}>{service.description}</p>
      <ul className={styles.bullets}>
        {service.bullets.map((bullet) => (
          <li key={bullet}>{bullet}</li>
        ))}
      </ul>
      <Link to={service.link} className={styles.more}>
        Learn More <VisuallyHidden>about {service.title}</VisuallyHidden>
      </Link>
    </li>
  );
}
