import { Link } from 'react-router-dom';
import { ivTherapiesContent } from '../../content/page-content';
import { BookingCta } from '../../components/content/booking-cta';
import { CardGrid } from '../../components/content/card-grid';
import { InfoCard } from '../../components/content/info-card';
import cards from '../../components/content/cards.module.css';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { PageHero } from '../../components/content/page-hero';
import { t } from '../../i18n/catalog';
import { pageTitle } from '../../lib/page-title';

/** What the page reads in its language (decision 98), loaded with its chunk before it renders. */
export const content = [ivTherapiesContent];

/** /iv-therapy: the IV menu with what each drip contains; the booking CTA opens the dialog. */
export default function IvTherapyPage() {
  const { CONCIERGE_IV_NOTE, ivTherapies } = ivTherapiesContent.current();
  return (
    <ContentPage
      meta={{
        title: pageTitle(t('page.iv.title')),
        description: t('page.iv.description'),
        path: '/iv-therapy',
      }}
    >
      <PageHero eyebrow={t('page.iv.eyebrow')} title={t('page.iv.title')} lead={t('page.iv.lead')} />
      <ContentSection title={t('page.iv.dripsTitle')} intro={t('page.iv.dripsIntro')}>
        <CardGrid items={ivTherapies} keyOf={(therapy) => therapy.id}>
          {(therapy) => (
            <InfoCard title={therapy.name}>
              <p className={cards.muted}>{therapy.description}</p>
              <p>
                <strong>{t('page.iv.contains')}</strong> {therapy.ingredients.join(', ')}
              </p>
              <p className={cards.muted}>{therapy.duration}</p>
            </InfoCard>
          )}
        </CardGrid>
        <p>{CONCIERGE_IV_NOTE}</p>
        <p>
          {t('page.iv.evidence')} <Link to="/blog/iv-vitamin-therapy-is-it-right-for-you">{t('page.iv.evidenceLink')}</Link>
        </p>
      </ContentSection>
      <BookingCta title={t('page.iv.ctaTitle')} text={t('page.iv.ctaText')} label={t('page.iv.ctaLabel')} detail={{ bookingType: 'iv' }} />
    </ContentPage>
  );
}
