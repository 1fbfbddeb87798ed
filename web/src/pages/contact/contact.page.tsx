import { Suspense, use } from 'react';
import { faqContent } from '../../content/page-content';
import { locations } from '../../content/locations';
import { EMAIL, PHONE_DISPLAY, PHONE_TEL } from '../../content/site';
import { BookingCta } from '../../components/content/booking-cta';
import { CardGrid } from '../../components/content/card-grid';
import { FaqList } from '../../components/content/faq-list';
import { InfoCard } from '../../components/content/info-card';
import { AddressLink } from '../../components/content/address-link';
import cards from '../../components/content/cards.module.css';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { PageHero } from '../../components/content/page-hero';
import { t } from '../../i18n/catalog';
import { richMessage } from '../../i18n/rich-message';
import { pageTitle } from '../../lib/page-title';

/** The FAQ at the foot of the page, read in its language below the fold (decision 98): out of the first load. */
function ContactFaq() {
  return <FaqList items={use(faqContent.ready()).faqItems} />;
}

/** /contact: phone, e-mail, the three addresses and hours; no form, so no patient data travels from here. */
export default function ContactPage() {
  return (
    <ContentPage
      meta={{
        title: pageTitle(t('page.contact.title')),
        description: t('page.contact.description', { phone: PHONE_DISPLAY }),
        path: '/contact',
      }}
    >
      <PageHero eyebrow={t('page.contact.eyebrow')} title={t('page.contact.title')} lead={t('page.contact.lead')} />
      <ContentSection title={t('page.contact.phoneAndEmail')}>
        <p>{richMessage('page.contact.phone', { phone: <a href={PHONE_TEL}>{PHONE_DISPLAY}</a> })}</p>
        <p>{richMessage('page.contact.email', { email: <a href={`mailto:${EMAIL}`}>{EMAIL}</a> })}</p>
        <p>{t('page.contact.noMedicalDetails')}</p>
      </ContentSection>
      <ContentSection title={t('page.contact.hours')} tone="white">
        <p>
          {t('footer.hoursWeekday')}
          <br />
          {t('footer.hoursWeekend')}
        </p>
      </ContentSection>
      <ContentSection title={t('page.contact.clinics')}>
        <CardGrid items={locations} keyOf={(location) => location.id}>
          {(location) => (
            <InfoCard title={location.name}>
              <address className={cards.address}>
                <AddressLink location={location} />
              </address>
            </InfoCard>
          )}
        </CardGrid>
      </ContentSection>
      <ContentSection title={t('page.contact.faq')} tone="white">
        <Suspense fallback={null}>
          <ContactFaq />
        </Suspense>
      </ContentSection>
      <BookingCta title={t('page.contact.ctaTitle')} text={t('page.contact.ctaText')} />
    </ContentPage>
  );
}
