import { Link } from 'react-router-dom';
import type { ProviderSummary } from '../../../content/types';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { initialsOf } from '../../../components/content/provider-avatar';
import { t } from '../../../i18n/catalog';
import { spokenLanguages } from '../../../i18n/spoken-languages';
import { providerTitle } from '../../../components/content/provider-labels';
import styles from './providers-section.module.css';

/** Photo (or initials), name, title and languages; the LEARN MORE overlay shows on hover and on keyboard focus. */
export function ProviderCard({ provider }: { provider: ProviderSummary }) {
  return (
    <li className={styles.card}>
      <Link to={provider.link} className={styles.photoLink}>
        {provider.image ? (
          <img
            src={provider.image}
            srcSet={provider.imageSrcSet}
            sizes={provider.imageSrcSet ? '(max-width: 768px) 45vw, 200px' : undefined}
            alt=""
            width={320}
            height={360}
            loading="lazy"
            decoding="async"
            className={styles.photo}
          />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {initialsOf(provider.name)}
          </span>
        )}
        <span className={styles.overlay} aria-hidden="true">
          {t('home.learnMore')}
        </span>
        <VisuallyHidden>{t('home.learnMoreAbout', { name: provider.name })}</VisuallyHidden>
      </Link>
      <h3 className={styles.name}>{provider.name}</h3>
      <p className={styles.title}>{providerTitle(provider.title)}</p>
      <p className={styles.title}>{t('providers.languages', { languages: spokenLanguages(provider.features.languages) })}</p>
    </li>
  );
}
