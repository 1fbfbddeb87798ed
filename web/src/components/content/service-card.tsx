import { Link } from 'react-router-dom';
import type { Service } from '../../content/types';
import { t } from '../../i18n/catalog';
import { VisuallyHidden } from '../ui/visually-hidden';
import cards from './cards.module.css';
import styles from './service-card.module.css';

interface ServiceCardProps {
  service: Service;
  /**
   * `listing` (the services page): an article in a card grid, "Learn more about {title}". `carousel` (the home
   * page): a list item of the carousel's page, a short "Learn More" whose accessible name still names the service.
   */
  variant?: 'listing' | 'carousel';
  headingLevel?: 'h2' | 'h3';
}

/** One service: icon, title, description, its three bullets and a link to its page. */
export function ServiceCard({ service, variant = 'listing', headingLevel = 'h3' }: ServiceCardProps) {
  const Heading = headingLevel;
  const carousel = variant === 'carousel';
  const Card = carousel ? 'li' : 'article';
  return (
    <Card className={carousel ? styles.tile : cards.card}>
      <img src={`/images/icons/${service.icon}.svg`} alt="" width={48} height={48} className={carousel ? styles.icon : undefined} />
      <Heading className={carousel ? styles.title : cards.cardTitle}>{service.title}</Heading>
      <p className={carousel ? styles.description : cards.muted}>{service.description}</p>
      <ul className={carousel ? styles.bullets : cards.bullets}>
        {service.bullets.map((bullet) => (
          <li key={bullet}>{bullet}</li>
        ))}
      </ul>
      {carousel ? (
        <Link to={service.link} className={styles.more}>
          {t('card.service.learnMore')} <VisuallyHidden>{t('card.service.aboutService', { service: service.title })}</VisuallyHidden>
        </Link>
      ) : (
        <Link className={cards.more} to={service.link}>
          {t('card.service.learnMoreAbout', { service: service.title })}
        </Link>
      )}
    </Card>
  );
}
