import { providers } from '../../content/providers';
import { CLAIMS } from '../../content/site';
import { BookingCta } from '../../components/content/booking-cta';
import { localClaims } from '../../components/content/claims';
import { t } from '../../i18n/catalog';
import { CardGrid } from '../../components/content/card-grid';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { PageHero } from '../../components/content/page-hero';
import { pageTitle } from '../../lib/page-title';
import { ProviderCard } from '../../components/content/provider-card';

const groups = () => [
  { title: t('page.providerList.physicians'), match: (title: string) => title === 'Internist & Primary Care Physician' },
  { title: t('page.providerList.advanced'), match: (title: string) => title !== 'Internist & Primary Care Physician' },
];

/** /provider: the whole roster, physicians first, each card linking to the profile. */
export default function ProviderListPage() {
  const figures = { physicians: CLAIMS.boardCertifiedPhysicians, providers: CLAIMS.advancedPracticeProviders };
  return (
    <ContentPage
      meta={{
        title: pageTitle(t('page.providerList.title')),
        description: t('page.providerList.description', figures),
        path: '/provider',
        keywords: t('page.providerList.keywords'),
      }}
    >
      <PageHero
        eyebrow={t('page.providerList.eyebrow')}
        title={t('page.providerList.heading')}
        lead={t('page.providerList.lead', { ...figures, experience: localClaims().averageExperience })}
      />
      {groups().map((group) => (
        <ContentSection key={group.title} title={group.title}>
          <CardGrid items={providers.filter((provider) => group.match(provider.title))} keyOf={(provider) => provider.slug}>
            {(provider) => <ProviderCard provider={provider} />}
          </CardGrid>
        </ContentSection>
      ))}
      <BookingCta title={t('page.providerList.ctaTitle')} text={t('page.providerList.ctaText')} />
    </ContentPage>
  );
}
