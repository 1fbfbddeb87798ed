import { Link } from 'react-router-dom';
import type { ProviderSummary } from '../../content/types';
import { t } from '../../i18n/catalog';
import { spokenLanguages } from '../../i18n/spoken-languages';
import { ProviderAvatar } from './provider-avatar';
import { clinicLabel, providerTitle } from './provider-labels';
import styles from './cards.module.css';

/** A provider card: photo or initials avatar, name, title, clinic, the languages they speak and a link to the profile. */
export function ProviderCard({ provider }: { provider: ProviderSummary }) {
  return (
    <article className={styles.card}>
      <ProviderAvatar name={provider.name} size={80} image={provider.image} imageSrcSet={provider.imageSrcSet} />
      <h3 className={styles.cardTitle}>{provider.name}</h3>
      <p className={styles.muted}>{providerTitle(provider.title)}</p>
      <p className={styles.muted}>{clinicLabel(provider.features.location)}</p>
      <p className={styles.muted}>{t('providers.languages', { languages: spokenLanguages(provider.features.languages) })}</p>
      <Link className={styles.more} to={provider.link}>
        {t('card.provider.viewProfile', { name: provider.name })}
      </Link>
    </article>
  );
}
