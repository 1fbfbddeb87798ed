import { Link, useParams } from 'react-router-dom';
import { locations } from '../../content/locations';
import { providerBySlug } from '../../content/provider-details';
import { BookButton } from '../../components/ui/book-button';
import { buttonClass } from '../../components/ui/button-class';
import actions from '../../components/content/action-styles.module.css';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { providerLd } from '../../lib/json-ld';
import { pageTitle } from '../../lib/page-title';
import { ProviderAvatar } from '../../components/content/provider-avatar';
import { UnknownSlugPage } from '../not-found/unknown-slug';
import styles from './provider-profile.module.css';

const FEATURE_LABELS = {
  credential: 'Credential',
  education: 'Education',
  languages: 'Languages',
  location: 'Location',
  focus: 'Focus',
} as const;

/** /provider/:slug: one provider's features and bio, with "Book with {name}" pre-selecting them in the dialog. */
export default function ProviderProfilePage() {
  const provider = providerBySlug(useParams().slug);
  if (!provider) return <UnknownSlugPage />;
  const clinic = locations.find((location) => provider.features.location.startsWith(location.name));
  return (
    <ContentPage
      meta={{
        title: pageTitle(`${provider.name}, ${provider.title}`),
        description: `${provider.name}, ${provider.title} at our ${provider.features.location}. Focus: ${provider.features.focus}. Book online.`,
        path: provider.link,
        jsonLd: providerLd(provider, clinic),
      }}
    >
      <header className={styles.hero}>
        <ProviderAvatar name={provider.name} size={160} image={provider.image} imageSrcSet={provider.imageSrcSet} eager />
        <div>
          <h1 className={styles.name}>{provider.name}</h1>
          <p className={styles.title}>{provider.title}</p>
          <div className={actions.row}>
            {provider.conciergeOnly ? (
              // Never offered as bookable (#31): the concierge path instead of a dialog that could only say "no times".
              <Link className={buttonClass()} to="/concierge-medicine">
                Schedule Concierge Consultation
              </Link>
            ) : (
              <BookButton detail={{ providerId: provider.schedulerProviderId, providerName: provider.name }}>
                Book with {provider.name}
              </BookButton>
            )}
            <Link to="/provider">All providers</Link>
          </div>
        </div>
      </header>
      <ContentSection title="At a glance" tone="white">
        <dl className={styles.features}>
          {(Object.keys(FEATURE_LABELS) as (keyof typeof FEATURE_LABELS)[]).map((key) => (
            <div key={key}>
              <dt>{FEATURE_LABELS[key]}</dt>
              <dd>
                {key === 'location' && clinic ? <Link to={clinic.locationUrl}>{provider.features.location}</Link> : provider.features[key]}
              </dd>
            </div>
          ))}
        </dl>
      </ContentSection>
      <ContentSection title={`About ${provider.name}`}>
        {provider.bio.map((paragraph) => (
          <p key={paragraph} className={styles.bio}>
            {paragraph}
          </p>
        ))}
      </ContentSection>
    </ContentPage>
  );
}
