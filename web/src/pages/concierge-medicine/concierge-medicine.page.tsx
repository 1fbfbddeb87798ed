import { conciergeTiersContent, ivTherapiesContent } from '../../content/page-content';
import { CLAIMS, PHONE_DISPLAY } from '../../content/site';
import { BookingCta } from '../../components/content/booking-cta';
import { CardGrid } from '../../components/content/card-grid';
import { InfoCard } from '../../components/content/info-card';
import cards from '../../components/content/cards.module.css';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { PageHero } from '../../components/content/page-hero';
import { t } from '../../i18n/catalog';
import { pageTitle } from '../../lib/page-title';

/** What the page reads in its language (decision 98): the tiers, and the IV menu's note for members. */
export const content = [conciergeTiersContent, ivTherapiesContent];

/** /concierge-medicine: what membership offers, with the tiers under #membership-tiers. */
export default function ConciergeMedicinePage() {
  const { conciergeTiers } = conciergeTiersContent.current();
  const { CONCIERGE_IV_NOTE } = ivTherapiesContent.current();
  const members = CLAIMS.conciergeMembers;
  return (
    <ContentPage
      meta={{
        title: pageTitle(t('page.concierge.title')),
        description: t('page.concierge.description', { members }),
        path: '/concierge-medicine',
        keywords: t('page.concierge.keywords'),
      }}
    >
      <PageHero eyebrow={t('page.concierge.eyebrow')} title={t('page.concierge.title')} lead={t('page.concierge.lead', { members })} />
      <ContentSection title={t('page.concierge.meaningTitle')}>
        <p>{t('page.concierge.meaningText')}</p>
      </ContentSection>
      <ContentSection
        id="membership-tiers"
        title={t('page.concierge.tiersTitle')}
        tone="white"
        intro={t('page.concierge.tiersIntro', { phone: PHONE_DISPLAY })}
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
        title={t('page.concierge.ctaTitle')}
        text={t('page.concierge.ctaText')}
        label={t('page.concierge.ctaLabel')}
        href="/contact"
      />
    </ContentPage>
  );
}
