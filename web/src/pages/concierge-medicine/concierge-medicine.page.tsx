import { conciergeTiers } from '../../content/concierge-tiers';
import { CONCIERGE_IV_NOTE } from '../../content/iv-therapies';
import { CLAIMS, PHONE_DISPLAY } from '../../content/site';
import { BookingCta } from '../../components/content/booking-cta';
import { CardGrid } from '../../components/content/card-grid';
import { InfoCard } from '../../components/content/info-card';
import cards from '../../components/content/cards.module.css';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { PageHero } from '../../components/content/page-hero';
import { pageTitle } from '../../lib/page-title';

/** /concierge-medicine: what membership offers, with the tiers under #membership-tiers. */
export default function ConciergeMedicinePage() {
  return (
    <ContentPage
      meta={{
        title: pageTitle('Concierge Medicine'),
        description: `Concierge primary care memberships with longer visits and direct access to your physician. Join ${CLAIMS.conciergeMembers} members.`,
        path: '/concierge-medicine',
        keywords: 'concierge medicine Glendale, concierge doctor, membership primary care',
      }}
    >
      <PageHero
        eyebrow="VIP care"
        title="Concierge Medicine"
        lead={`More time with your physician, easier access and care planned around your life. ${CLAIMS.conciergeMembers} members already rely on our concierge program.`}
      />
      <ContentSection title="What membership means">
        <p>
          Concierge medicine is a membership model of primary care. Because each concierge physician cares for a smaller group of patients,
          visits can be longer, appointments easier to get and communication more direct. Membership works alongside your health insurance,
          which still covers eligible services such as labs and specialist care.
        </p>
      </ContentSection>
      <ContentSection
        id="membership-tiers"
        title="Membership tiers"
        tone="white"
        intro={`Call ${PHONE_DISPLAY} for current membership pricing and availability.`}
      >
        <CardGrid items={conciergeTiers} keyOf={(tier) => tier.id}>
          {(tier) => (
            <InfoCard title={tier.name}>
              <p className={cards.muted}>{tier.summary}</p>
              <ul className={cards.bullets}>
                {tier.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
                <li>{tier.ivSessions}</li>
              </ul>
            </InfoCard>
          )}
        </CardGrid>
        <p>{CONCIERGE_IV_NOTE}</p>
      </ContentSection>
      {/* The concierge provider takes no online bookings: the dialog sends visitors here, so this must not open it again. */}
      <BookingCta
        title="Schedule a concierge consultation"
        text="Meet with us to see whether concierge care fits your needs: send us a message or call."
        label="Schedule Concierge Consultation"
        href="/contact"
      />
    </ContentPage>
  );
}
