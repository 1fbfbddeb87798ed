import { Link, useParams } from 'react-router-dom';
import { locations } from '../../content/locations';
import { providerDetailsContent } from '../../content/page-content';
import { providerBySlug } from '../../content/provider-profiles';
import type { ProviderProfile } from '../../content/types';
import { BookButton } from '../../components/ui/book-button';
import { buttonClass } from '../../components/ui/button-class';
import actions from '../../components/content/action-styles.module.css';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { clinicLabel, providerTitle } from '../../components/content/provider-labels';
import { t } from '../../i18n/catalog';
import { spokenLanguages } from '../../i18n/spoken-languages';
import { providerLd } from '../../lib/json-ld';
import { pageTitle } from '../../lib/page-title';
import { ProviderAvatar } from '../../components/content/provider-avatar';
import { UnknownSlugPage } from '../not-found/unknown-slug';
import styles from './provider-profile.module.css';

/** The profile's details, read in the page's language before it renders (decision 98). */
export const content = [providerDetailsContent];

/** "Glendale" of the roster's "Glendale clinic". */
const clinicOf = (provider: ProviderProfile) => provider.features.location.replace(/ clinic$/, '');

/** The "At a glance" lines in the page's language; the roster keeps English, which search and booking read. */
function featureLines(provider: ProviderProfile) {
  const { credential, education, languages, location, focus } = provider.features;
  return [
    { key: 'credential', label: t('page.provider.credential'), value: credential },
    { key: 'education', label: t('page.provider.education'), value: education },
    { key: 'languages', label: t('page.provider.languages'), value: spokenLanguages(languages) },
    { key: 'location', label: t('page.provider.location'), value: clinicLabel(location) },
    { key: 'focus', label: t('page.provider.focus'), value: focus },
  ] as const;
}

/** /provider/:slug: one provider's features and bio, with "Book with {name}" pre-selecting them in the dialog. */
export default function ProviderProfilePage() {
  const provider = providerBySlug(useParams().slug, providerDetailsContent.current().PROVIDER_DETAILS);
  if (!provider) return <UnknownSlugPage />;
  const clinic = locations.find((location) => provider.features.location.startsWith(location.name));
  const title = providerTitle(provider.title);
  const named = { name: provider.name, title, clinic: clinicOf(provider), focus: provider.features.focus };
  return (
    <ContentPage
      meta={{
        title: pageTitle(`${provider.name}, ${title}`),
        description: t('page.provider.description', named),
        path: provider.link,
        jsonLd: providerLd(provider, clinic),
      }}
    >
      <header className={styles.hero}>
        <ProviderAvatar name={provider.name} size={160} image={provider.image} imageSrcSet={provider.imageSrcSet} eager />
        <div>
          <h1 className={styles.name}>{provider.name}</h1>
          <p className={styles.title}>{title}</p>
          <div className={actions.row}>
            {provider.conciergeOnly ? (
              // Never offered as bookable (#31): the concierge path instead of a dialog that could only say "no times".
              <Link className={buttonClass()} to="/concierge-medicine">
                {t('page.provider.concierge')}
              </Link>
            ) : (
              <BookButton detail={{ providerId: provider.schedulerProviderId, providerName: provider.name }}>
                {t('page.provider.book', { name: provider.name })}
              </BookButton>
            )}
            <Link to="/provider">{t('page.provider.all')}</Link>
          </div>
        </div>
      </header>
      <ContentSection title={t('page.provider.glance')} tone="white">
        <dl className={styles.features}>
          {featureLines(provider).map(({ key, label, value }) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>{key === 'location' && clinic ? <Link to={clinic.locationUrl}>{value}</Link> : value}</dd>
            </div>
          ))}
        </dl>
      </ContentSection>
      <ContentSection title={t('page.provider.about', { name: provider.name })}>
        <p className={styles.bio}>{provider.about}</p>
        <p className={styles.bio}>
          {t('page.provider.schedule', { name: provider.name.split(' ')[0] ?? provider.name, clinic: clinicOf(provider) })}
        </p>
      </ContentSection>
    </ContentPage>
  );
}
