import { Link } from 'react-router-dom';
import { CLAIMS, SITE_NAME } from '../../content/site';
import { AwardBadges } from '../../components/content/award-badges';
import { BookingCta } from '../../components/content/booking-cta';
import { localClaims } from '../../components/content/claims';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { InsurerLogos } from '../../components/content/insurer-logos';
import { PageHero } from '../../components/content/page-hero';
import { t } from '../../i18n/catalog';
import { richMessage } from '../../i18n/rich-message';
import { pageTitle } from '../../lib/page-title';
import { StatsBar } from '../../components/content/stats-bar';

/** /about: who the practice is, its figures, insurers and recognition. */
export default function AboutPage() {
  const figures = {
    site: SITE_NAME,
    since: String(CLAIMS.since),
    physicians: String(CLAIMS.boardCertifiedPhysicians),
    providers: String(CLAIMS.advancedPracticeProviders),
  };
  return (
    <ContentPage meta={{ title: pageTitle(t('page.about.title')), description: t('page.about.description', figures), path: '/about' }}>
      <PageHero
        eyebrow={t('page.about.eyebrow')}
        title={t('page.about.heading', figures)}
        lead={t('page.about.lead', figures)}
        image={{ src: '/images/illustrations/clinic.svg', alt: t('page.about.imageAlt'), width: 480, height: 320 }}
      />
      <ContentSection title={t('page.about.story')}>
        <p>{t('page.about.storyBegan', figures)}</p>
        <p>{t('page.about.storyToday', { ...figures, patients: localClaims().patients })}</p>
        <StatsBar />
      </ContentSection>
      <ContentSection title={t('page.about.practice')} tone="white">
        <ul>
          <li>{t('page.about.listen')}</li>
          <li>{t('page.about.continuity')}</li>
          <li>{t('page.about.evidence')}</li>
          <li>{t('page.about.convenience')}</li>
        </ul>
        <p>
          {richMessage('page.about.readMore', {
            vision: <Link to="/vision-mission-values">{t('page.about.visionLink')}</Link>,
            providers: <Link to="/provider">{t('page.about.providersLink')}</Link>,
          })}
        </p>
      </ContentSection>
      <ContentSection title={t('page.about.insurance')} intro={t('page.about.insuranceIntro')}>
        <InsurerLogos />
      </ContentSection>
      <ContentSection title={t('page.about.awards')} tone="white">
        <AwardBadges />
      </ContentSection>
      <BookingCta title={t('page.about.ctaTitle')} text={t('page.about.ctaText')} />
    </ContentPage>
  );
}
