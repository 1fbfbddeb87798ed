import { SITE_NAME } from '../../content/site';
import { BookingCta } from '../../components/content/booking-cta';
import { CardGrid } from '../../components/content/card-grid';
import { InfoCard } from '../../components/content/info-card';
import cards from '../../components/content/cards.module.css';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { PageHero } from '../../components/content/page-hero';
import { t } from '../../i18n/catalog';
import { pageTitle } from '../../lib/page-title';

// Each value's name and sentence; read when the page renders, in its language.
const values = () => [
  { name: t('page.vision.compassion'), text: t('page.vision.compassionText') },
  { name: t('page.vision.integrity'), text: t('page.vision.integrityText') },
  { name: t('page.vision.excellence'), text: t('page.vision.excellenceText') },
  { name: t('page.vision.accessibility'), text: t('page.vision.accessibilityText') },
  { name: t('page.vision.partnership'), text: t('page.vision.partnershipText') },
  { name: t('page.vision.community'), text: t('page.vision.communityText') },
];

/** /vision-mission-values: the practice's vision, mission and six values. */
export default function VisionMissionValuesPage() {
  return (
    <ContentPage
      meta={{
        title: pageTitle(t('page.vision.title')),
        description: t('page.vision.description', { site: SITE_NAME }),
        path: '/vision-mission-values',
      }}
    >
      <PageHero eyebrow={t('page.vision.eyebrow')} title={t('page.vision.title')} lead={t('page.vision.lead')} />
      <ContentSection title={t('page.vision.visionTitle')}>
        <p>{t('page.vision.vision')}</p>
      </ContentSection>
      <ContentSection title={t('page.vision.missionTitle')} tone="white">
        <p>{t('page.vision.mission')}</p>
      </ContentSection>
      <ContentSection title={t('page.vision.valuesTitle')}>
        <CardGrid items={values()} keyOf={(value) => value.name}>
          {(value) => (
            <InfoCard title={value.name}>
              <p className={cards.muted}>{value.text}</p>
            </InfoCard>
          )}
        </CardGrid>
      </ContentSection>
      <BookingCta title={t('page.vision.ctaTitle')} text={t('page.vision.ctaText')} />
    </ContentPage>
  );
}
