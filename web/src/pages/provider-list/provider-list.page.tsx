import { providers } from '../../content/providers';
import { CLAIMS } from '../../content/site';
import { BookingCta } from '../../components/content/booking-cta';
import { CardGrid } from '../../components/content/card-grid';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { PageHero } from '../../components/content/page-hero';
import { pageTitle } from '../../lib/page-title';
import { ProviderCard } from '../../components/content/provider-card';

const GROUPS = [
  { title: 'Physicians', match: (title: string) => title === 'Internist & Primary Care Physician' },
  { title: 'Advanced practice providers', match: (title: string) => title !== 'Internist & Primary Care Physician' },
];

/** /provider: the whole roster, physicians first, each card linking to the profile. */
export default function ProviderListPage() {
  return (
    <ContentPage
      meta={{
        title: pageTitle('Our Physicians and Providers'),
        description: `Meet our ${CLAIMS.boardCertifiedPhysicians} board-certified internal medicine physicians and ${CLAIMS.advancedPracticeProviders} advanced practice providers in Glendale, Burbank and La Canada.`,
        path: '/provider',
        keywords: 'internal medicine physicians, primary care doctors, nurse practitioners, Glendale, Burbank, La Canada',
      }}
    >
      <PageHero
        eyebrow="Our team"
        title="Meet Our Physicians and Providers"
        lead={`Our ${CLAIMS.boardCertifiedPhysicians} board-certified internal medicine physicians and ${CLAIMS.advancedPracticeProviders} advanced practice providers bring an average of ${CLAIMS.averageExperience} of experience to every visit.`}
      />
      {GROUPS.map((group) => (
        <ContentSection key={group.title} title={group.title}>
          <CardGrid items={providers.filter((provider) => group.match(provider.title))} keyOf={(provider) => provider.slug}>
            {(provider) => <ProviderCard provider={provider} />}
          </CardGrid>
        </ContentSection>
      ))}
      <BookingCta
        title="Find a time that works for you"
        text="Book online with any of our providers, or call and our team will help you choose."
      />
    </ContentPage>
  );
}
