import { Link } from 'react-router-dom';
import { CLAIMS, SITE_NAME } from '../../content/site';
import { AwardBadges } from '../../components/content/award-badges';
import { BookingCta } from '../../components/content/booking-cta';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { InsurerLogos } from '../../components/content/insurer-logos';
import { PageHero } from '../../components/content/page-hero';
import { pageTitle } from '../../lib/page-title';
import { StatsBar } from '../../components/content/stats-bar';

/** /about: who the practice is, its figures, insurers and recognition. */
export default function AboutPage() {
  return (
    <ContentPage
      meta={{
        title: pageTitle('About Us'),
        description: `${SITE_NAME} has cared for adults in Glendale, Burbank and La Canada since ${CLAIMS.since}, with ${CLAIMS.boardCertifiedPhysicians} board-certified physicians.`,
        path: '/about',
      }}
    >
      <PageHero
        eyebrow="About us"
        title={`About ${SITE_NAME}`}
        lead={`Since ${CLAIMS.since}, we have offered adult primary care that is thorough, personal and close to home, now across three clinics in Glendale, Burbank and La Canada.`}
        image={{ src: '/images/illustrations/clinic.svg', alt: 'Illustration of one of our clinics', width: 480, height: 320 }}
      />
      <ContentSection title="Our story">
        <p>
          {SITE_NAME} began as a single internal medicine office in Glendale with a simple idea: patients deserve enough time with a
          physician who knows them. As the community grew, so did we, opening clinics in Burbank and La Canada so that more families could
          get care close to home.
        </p>
        <p>
          Today our team of {CLAIMS.boardCertifiedPhysicians} board-certified internal medicine physicians and{' '}
          {CLAIMS.advancedPracticeProviders} advanced practice providers has cared for {CLAIMS.patients} patients. We offer same-day
          appointments for urgent needs, an on-site laboratory and imaging, and care in several languages.
        </p>
        <StatsBar />
      </ContentSection>
      <ContentSection title="How we practice" tone="white">
        <ul>
          <li>Time to listen: visits are scheduled so your questions get answered.</li>
          <li>Continuity: you see a provider who knows your history, supported by a team that shares your record.</li>
          <li>Evidence-based care: recommendations follow current guidelines, explained in plain language.</li>
          <li>Convenience: online booking, three locations and testing under one roof.</li>
        </ul>
        <p>
          Read more about our <Link to="/vision-mission-values">vision, mission and values</Link> or{' '}
          <Link to="/provider">meet our providers</Link>.
        </p>
      </ContentSection>
      <ContentSection
        title="Insurance plans we work with"
        intro="We accept most major plans. Please call to confirm your coverage before your visit."
      >
        <InsurerLogos />
      </ContentSection>
      <ContentSection title="Awards and recognition" tone="white">
        <AwardBadges />
      </ContentSection>
      <BookingCta title="Become a patient" text="We are accepting new patients at all three clinics." />
    </ContentPage>
  );
}
