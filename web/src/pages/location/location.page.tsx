import { useParams } from 'react-router-dom';
import { formatAddress, locationById } from '../../content/locations';
import { locationDetailsContent } from '../../content/page-content';
import { providers } from '../../content/providers';
import { CardGrid } from '../../components/content/card-grid';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { t } from '../../i18n/catalog';
import { medicalClinicLd } from '../../lib/json-ld';
import { LocationCard } from '../../components/content/location-card';
import { PageHero } from '../../components/content/page-hero';
import { pageTitle } from '../../lib/page-title';
import { ProviderCard } from '../../components/content/provider-card';
import { UnknownSlugPage } from '../not-found/unknown-slug';

/** The clinic's words, read in the page's language before it renders (decision 98). */
export const content = [locationDetailsContent];

/** /locations/:locationId: one clinic with its card, directions and the providers based there. */
export default function LocationPage() {
  const location = locationById(useParams().locationId);
  if (!location) return <UnknownSlugPage />;
  const words = locationDetailsContent.current().LOCATION_DETAILS[location.id];
  const team = providers.filter((provider) => provider.features.location.startsWith(location.name));
  const clinic = location.name;
  return (
    <ContentPage
      meta={{
        title: pageTitle(words.heading),
        description: t('page.location.description', { clinic, address: formatAddress(location), phone: location.phone }),
        path: location.locationUrl,
        keywords: t('page.location.keywords', { clinic }),
        jsonLd: medicalClinicLd(location),
      }}
    >
      <PageHero eyebrow={t('page.location.eyebrow')} title={words.heading} lead={words.intro} />
      <ContentSection title={t('page.location.visit')}>
        <LocationCard location={location} showPageLink={false} />
        <p>{words.directions}</p>
        <p>
          <a href={location.reviewsUrl} target="_blank" rel="noopener noreferrer">
            {words.reviews}
          </a>
        </p>
      </ContentSection>
      <ContentSection title={words.team} tone="white">
        <CardGrid items={team} keyOf={(provider) => provider.slug}>
          {(provider) => <ProviderCard provider={provider} />}
        </CardGrid>
      </ContentSection>
    </ContentPage>
  );
}
