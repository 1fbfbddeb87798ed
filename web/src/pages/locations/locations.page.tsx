import { locations } from '../../content/locations';
import { HOURS, PHONE_DISPLAY } from '../../content/site';
import { CardGrid } from '../../components/content/card-grid';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { medicalClinicLd } from '../../lib/json-ld';
import { LocationCard } from '../../components/content/location-card';
import { PageHero } from '../../components/content/page-hero';
import { pageTitle } from '../../lib/page-title';

/** /locations: the three clinic cards (website.md §2 locations section). */
export default function LocationsPage() {
  return (
    <ContentPage
      meta={{
        title: pageTitle('Our Locations'),
        description: `Primary care clinics in Glendale, La Canada and Burbank. Open ${HOURS.weekday}. Call ${PHONE_DISPLAY} or book online.`,
        path: '/locations',
        keywords: 'primary care Glendale, primary care Burbank, primary care La Canada, clinic hours',
        jsonLd: locations.map(medicalClinicLd),
      }}
    >
      <PageHero
        eyebrow="Visit us"
        title="Our Locations"
        lead={`Three neighborhood clinics with the same hours and the same team approach. ${HOURS.weekday}; ${HOURS.weekend}.`}
      />
      <ContentSection title="Find a clinic near you">
        <CardGrid items={locations} keyOf={(location) => location.id}>
          {(location) => <LocationCard location={location} />}
        </CardGrid>
      </ContentSection>
    </ContentPage>
  );
}
