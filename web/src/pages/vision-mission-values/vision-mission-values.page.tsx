import { SITE_NAME } from '../../content/site';
import { BookingCta } from '../../components/content/booking-cta';
import { CardGrid } from '../../components/content/card-grid';
import { InfoCard } from '../../components/content/info-card';
import cards from '../../components/content/cards.module.css';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { PageHero } from '../../components/content/page-hero';
import { pageTitle } from '../../lib/page-title';

const VALUES = [
  { name: 'Compassion', text: 'We treat every patient with kindness and respect, and we listen before we advise.' },
  { name: 'Integrity', text: 'We give honest recommendations, explain the options and never promise what medicine cannot deliver.' },
  { name: 'Excellence', text: 'We keep our knowledge current and hold our care to the standards of board-certified internal medicine.' },
  {
    name: 'Accessibility',
    text: 'We make care easier to reach, with three locations, online booking and same-day visits for urgent needs.',
  },
  { name: 'Partnership', text: 'We make decisions with our patients, and we coordinate closely with specialists and families.' },
  { name: 'Community', text: 'We are proud to be part of Glendale, Burbank and La Canada, and we serve our neighbors in many languages.' },
];

/** /vision-mission-values: the practice's vision, mission and six values. */
export default function VisionMissionValuesPage() {
  return (
    <ContentPage
      meta={{
        title: pageTitle('Vision, Mission and Values'),
        description: `The vision, mission and values that guide care at ${SITE_NAME}.`,
        path: '/vision-mission-values',
      }}
    >
      <PageHero
        eyebrow="Who we are"
        title="Vision, Mission and Values"
        lead="What we aim for, how we work, and the values that guide every visit."
      />
      <ContentSection title="Our vision">
        <p>A community where every adult has a trusted primary care team and the time, information and support to stay well.</p>
      </ContentSection>
      <ContentSection title="Our mission" tone="white">
        <p>
          To provide thorough, personal and evidence-based primary care to the adults of Glendale, Burbank and La Canada, and to make that
          care easy to reach, easy to understand and coordinated from one visit to the next.
        </p>
      </ContentSection>
      <ContentSection title="Our values">
        <CardGrid items={VALUES} keyOf={(value) => value.name}>
          {(value) => (
            <InfoCard title={value.name}>
              <p className={cards.muted}>{value.text}</p>
            </InfoCard>
          )}
        </CardGrid>
      </ContentSection>
      <BookingCta title="Experience the difference" text="Book a visit with one of our providers." />
    </ContentPage>
  );
}
