import { useParams } from 'react-router-dom';
import { LOCATION_NOTES } from '../../content/location-details';
import { formatAddress, locationById } from '../../content/locations';
import { providers } from '../../content/providers';
import { CardGrid } from '../../components/content/card-grid';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { medicalClinicLd } from '../../lib/json-ld';
import { LocationCard } from '../../components/content/location-card';
import { PageHero } from '../../components/content/page-hero';
import { pageTitle } from '../../lib/page-title';
import { ProviderCard } from '../../components/content/provider-card';
import { UnknownSlugPage } from '../not-found/unknown-slug';

/** /locations/:locationId: one clinic with its card, directions and the providers based there. */
export default function LocationPage() {
  const location = locationById(useParams().locationId);
  if (!location) return <UnknownSlugPage />;
  const notes = LOCATION_NOTES[location.id];
  const team = providers.filter((provider) => provider.features.location.startsWith(location.name));
  return (
    <ContentPage
      meta={{
        title: pageTitle(`Primary Care in ${location.name}`),
        description: `Our ${location.name} clinic at ${formatAddress(location)}. Call ${location.phone} or book online.`,
        path: location.locationUrl,
        keywords: `primary care ${location.name}, internal medicine ${location.name}, doctor ${location.name}`,
        jsonLd: medicalClinicLd(location),
      }}
    >
      <PageHero eyebrow="Our locations" title={`Primary Care in ${location.name}`} lead={notes.intro} />
      <ContentSection title="Address, hours and map">
        <LocationCard location={location} showPageLink={false} />
        <p>{notes.directions}</p>
        <p>
          <a href={location.reviewsUrl} target="_blank" rel="noopener noreferrer">
            Read reviews of our {location.name} clinic (opens in a new tab)
          </a>
        </p>
      </ContentSection>
      <ContentSection title={`Providers at our ${location.name} clinic`} tone="white">
        <CardGrid items={team} keyOf={(provider) => provider.slug}>
          {(provider) => <ProviderCard provider={provider} />}
        </CardGrid>
      </ContentSection>
    </ContentPage>
  );
}
