import { CLAIMS } from '../../content/site';
import { BookingCta } from '../../features/content/booking-cta';
import { CardGrid } from '../../features/content/card-grid';
import { ContentPage } from '../../features/content/content-page';
import { ContentSection } from '../../features/content/content-section';
import { PageHero } from '../../features/content/page-hero';
import { pageTitle } from '../../features/content/page-title';
import { TestimonialCard } from '../../features/testimonials/testimonial-card';
import { useTestimonials } from '../../features/testimonials/use-testimonials';

/** /testimonials: the featured patient stories from the testimonials call, or the three samples if it fails. */
export default function TestimonialsPage() {
  const state = useTestimonials();
  return (
    <ContentPage
      meta={{
        title: pageTitle('Patient Testimonials'),
        description: `Real stories from patients in Glendale, Burbank and La Canada. ${CLAIMS.fiveStarReviews} five-star reviews across all locations.`,
        path: '/testimonials',
      }}
    >
      <PageHero eyebrow="Patient stories" title="What Our Patients Say About Us" lead="Real Stories from Patients in Glendale, Burbank & La Canada">
        <p>{CLAIMS.fiveStarReviews} Five-Star Reviews Across All Locations</p>
      </PageHero>
      <ContentSection title="Featured reviews">
        {state.status === 'loading' ? (
          <p role="status">Loading testimonials...</p>
        ) : (
          <CardGrid items={state.cards} keyOf={(card) => card.id}>
            {(card) => <TestimonialCard card={card} />}
          </CardGrid>
        )}
      </ContentSection>
      <BookingCta title="Become our next success story" text="New patients are welcome at all three clinics." />
    </ContentPage>
  );
}
