import { Link } from 'react-router-dom';
import type { ProviderSummary } from '../../content/types';
import { ProviderAvatar } from './provider-avatar';
import styles from './cards.module.css';

/** A provider card: photo or initials avatar, name, title, clinic and a link to the profile. */
export function ProviderCard({ provider }: { provider: ProviderSummary }) {
  return (
    <article className={styles.card}>
      <ProviderAvatar name={provider.name} size={80} image={provider.image} imageSrcSet={provider.imageSrcSet} />
      <h3 className={styles.cardTitle}>{provider.name}</h3>
      <p className={styles.muted}>{provider.title}</p>
      <p className={styles.muted}>{provider.features.location}</p>
      <Link className={styles.more} to={provider.link}>
        View profile of {provider.name}
      </Link>
    </article>
  );
}
