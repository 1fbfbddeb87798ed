import { locations } from '../../content/locations';
import { PHONE_DISPLAY } from '../../content/site';
import { t } from '../../i18n/catalog';
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
        title: pageTitle(t('page.locations.title')),
        description: t('page.locations.description', { hours: t('footer.hoursWeekday'), phone: PHONE_DISPLAY }),
        path: '/locations',
        keywords: t('page.locations.keywords'),
        jsonLd: locations.map(medicalClinicLd),
      }}
    >
      <PageHero
        eyebrow={t('page.locations.eyebrow')}
        title={t('page.locations.title')}
        lead={t('page.locations.lead', { weekday: t('footer.hoursWeekday'), weekend: t('footer.hoursWeekend') })}
      />
      <ContentSection title={t('page.locations.near')}>
        <CardGrid items={locations} keyOf={(location) => location.id}>
          {(location) => <LocationCard location={location} />}
        </CardGrid>
      </ContentSection>
    </ContentPage>
  );
}
