import { Link, useSearchParams } from 'react-router-dom';
import { BookingCta } from '../../components/content/booking-cta';
import { localClaims } from '../../components/content/claims';
import { CardGrid } from '../../components/content/card-grid';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { PageHero } from '../../components/content/page-hero';
import { t } from '../../i18n/catalog';
import { pageTitle } from '../../lib/page-title';
import { TestimonialCard } from '../../components/testimonials/testimonial-card';
import { useTestimonialPage } from './use-testimonial-page';
import styles from './testimonials.module.css';

/** `?page=N` (1 when absent or not a page number), so every page of stories has its own link. */
function pageOf(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** /testimonials: every published patient story in full, newest first, a page at a time (samples if the call fails). */
export default function TestimonialsPage() {
  const [params] = useSearchParams();
  const state = useTestimonialPage(pageOf(params));
  const reviews = localClaims().fiveStarReviews;
  return (
    <ContentPage
      meta={{
        title: pageTitle(t('page.testimonials.title')),
        description: t('page.testimonials.description', { reviews }),
        path: '/testimonials',
      }}
    >
      <PageHero eyebrow={t('page.testimonials.stories')} title={t('page.testimonials.heading')} lead={t('page.testimonials.lead')}>
        <p>{t('page.testimonials.reviews', { reviews })}</p>
      </PageHero>
      <ContentSection title={t('page.testimonials.stories')}>
        {/* Reserved at least a screen high, loading or loaded, so what follows never moves into view (CLS). */}
        <div className={styles.stories}>
          {state.status === 'loading' ? (
            <p role="status">{t('page.testimonials.loading')}</p>
          ) : state.cards.length === 0 ? (
            // No invented reviews while none is published (decision 18).
            <p role="status">{t('page.testimonials.empty')}</p>
          ) : (
            <>
              <CardGrid items={state.cards} keyOf={(card) => card.id}>
                {(card) => <TestimonialCard card={card} />}
              </CardGrid>
              {state.pageCount > 1 && (
                <nav className={styles.pager} aria-label={t('page.testimonials.pages')}>
                  {state.page > 1 ? <Link to={`?page=${state.page - 1}`}>{t('page.testimonials.newer')}</Link> : <span />}
                  <span>{t('page.testimonials.page', { page: state.page, count: state.pageCount })}</span>
                  {state.page < state.pageCount ? <Link to={`?page=${state.page + 1}`}>{t('page.testimonials.older')}</Link> : <span />}
                </nav>
              )}
            </>
          )}
        </div>
      </ContentSection>
      <BookingCta title={t('page.testimonials.ctaTitle')} text={t('page.testimonials.ctaText')} />
    </ContentPage>
  );
}
