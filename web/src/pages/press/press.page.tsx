import { EMAIL, PHONE_DISPLAY, PHONE_TEL, SITE_NAME } from '../../content/site';
import { AwardBadges } from '../../components/content/award-badges';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { PageHero } from '../../components/content/page-hero';
import { pageTitle } from '../../lib/page-title';
import { StatsBar } from '../../components/content/stats-bar';

/** /press: recognition, facts about the practice and how journalists can reach us. */
export default function PressPage() {
  return (
    <ContentPage
      meta={{ title: pageTitle('Press'), description: `Awards, recognition and media contacts for ${SITE_NAME}.`, path: '/press' }}
    >
      <PageHero
        eyebrow="Newsroom"
        title="Press and Recognition"
        lead={`News, awards and facts about ${SITE_NAME} for journalists and community partners.`}
      />
      <ContentSection title="Awards and recognition" intro="Celebrating Excellence in Healthcare">
        <AwardBadges />
      </ContentSection>
      <ContentSection title="Fast facts" tone="white">
        <StatsBar />
        <p>
          Three clinics: Glendale, Burbank and La Canada, California. Services include adult primary care, chronic condition management,
          preventive care, on-site laboratory and imaging, concierge medicine and IV therapy.
        </p>
      </ContentSection>
      <ContentSection title="Media inquiries">
        <p>
          Journalists and event organizers can reach our practice office at <a href={PHONE_TEL}>{PHONE_DISPLAY}</a> or{' '}
          <a href={`mailto:${EMAIL}`}>{EMAIL}</a>. Our physicians are glad to speak about preventive care, chronic disease management and
          healthy aging. We never discuss individual patients.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
