import { Link } from 'react-router-dom';
import type { Service } from '../../content/types';
import styles from './cards.module.css';

/** A service card: icon, title, description, the three bullets and a link to its page. */
export function ServiceCard({ service, headingLevel = 'h3' }: { service: Service; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <img src={`/images/icons/${service.icon}.svg`} alt="" width={48} height={48} />
      <Heading className={styles.cardTitle}>{service.title}</Heading>
      <p className={styles.muted}>{service.description}</p>
      <ul className={styles.bullets}>
        {service.bullets.map((bullet) => (
          <li key={bullet}>{bullet}</li>
        ))}
      </ul>
      <Link className={styles.more} to={service.link}>
        Learn more about {service.title}
      </Link>
    </article>
  );
}
