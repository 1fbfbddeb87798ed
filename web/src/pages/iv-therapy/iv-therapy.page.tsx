import { Link } from 'react-router-dom';
import { CONCIERGE_IV_NOTE, ivTherapies } from '../../content/iv-therapies';
import { BookingCta } from '../../components/content/booking-cta';
import { CardGrid } from '../../components/content/card-grid';
import { InfoCard } from '../../components/content/info-card';
import cards from '../../components/content/cards.module.css';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { PageHero } from '../../components/content/page-hero';
import { pageTitle } from '../../lib/page-title';

/** /iv-therapy: the IV menu with what each drip contains; the booking CTA opens the dialog. */
export default function IvTherapyPage() {
  return (
    <ContentPage
      meta={{
        title: pageTitle('IV Therapy Menu'),
        description: 'Our IV therapy menu: hydration, vitamin and mineral drips given by clinical staff after a medical review.',
        path: '/iv-therapy',
      }}
    >
      <PageHero
        eyebrow="Antioxidants · Vitamins · Minerals · Electrolytes"
        title="IV Therapy Menu"
        lead="Custom IV Therapies for Optimal Health. We offer a large variety of vitamin intravenous infusions, each given by trained clinical staff after a review of your health history."
      />
      <ContentSection
        title="Our drips"
        intro="IV therapy is not right for everyone and does not replace treatment of a medical condition. Talk with your provider about whether it fits your health."
      >
        <CardGrid items={ivTherapies} keyOf={(therapy) => therapy.id}>
          {(therapy) => (
            <InfoCard title={therapy.name}>
              <p className={cards.muted}>{therapy.description}</p>
              <p>
                <strong>Contains:</strong> {therapy.ingredients.join(', ')}
              </p>
              <p className={cards.muted}>{therapy.duration}</p>
            </InfoCard>
          )}
        </CardGrid>
        <p>{CONCIERGE_IV_NOTE}</p>
        <p>
          Curious about the evidence? Read{' '}
          <Link to="/blog/iv-vitamin-therapy-is-it-right-for-you">IV Vitamin Therapy: Is It Right for You?</Link>
        </p>
      </ContentSection>
      <BookingCta
        title="Book an IV session"
        text="The booking window opens on Book IV Service; call us with any questions."
        label="Book a Session"
        detail={{ bookingType: 'iv' }}
      />
    </ContentPage>
  );
}
