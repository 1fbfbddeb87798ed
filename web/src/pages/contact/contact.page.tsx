import { faqItems } from '../../content/faq';
import { locations } from '../../content/locations';
import { EMAIL, HOURS, PHONE_DISPLAY, PHONE_TEL } from '../../content/site';
import { BookingCta } from '../../components/content/booking-cta';
import { CardGrid } from '../../components/content/card-grid';
import { FaqList } from '../../components/content/faq-list';
import { InfoCard } from '../../components/content/info-card';
import { AddressLink } from '../../components/content/address-link';
import cards from '../../components/content/cards.module.css';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { PageHero } from '../../components/content/page-hero';
import { pageTitle } from '../../lib/page-title';

/** /contact: phone, e-mail, the three addresses and hours; no form, so no patient data travels from here. */
export default function ContactPage() {
  return (
    <ContentPage
      meta={{
        title: pageTitle('Contact Us'),
        description: `Call ${PHONE_DISPLAY}, e-mail us or visit one of our clinics in Glendale, La Canada and Burbank.`,
        path: '/contact',
      }}
    >
      <PageHero
        eyebrow="We are here to help"
        title="Contact Us"
        lead="Call us during office hours, send a general e-mail, or book online at any time."
      />
      <ContentSection title="Phone and e-mail">
        <p>
          Phone: <a href={PHONE_TEL}>{PHONE_DISPLAY}</a>
        </p>
        <p>
          E-mail: <a href={`mailto:${EMAIL}`}>{EMAIL}</a>
        </p>
        <p>
          Please do not send medical details, test results or insurance numbers by e-mail. For questions about your care, call us and our
          team will help you directly. If you have a medical emergency, call 911.
        </p>
      </ContentSection>
      <ContentSection title="Office hours" tone="white">
        <p>
          {HOURS.weekday}
          <br />
          {HOURS.weekend}
        </p>
      </ContentSection>
      <ContentSection title="Our clinics">
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
      <ContentSection title="Frequently asked questions" tone="white">
        <FaqList items={faqItems} />
      </ContentSection>
      <BookingCta title="Ready to book?" text="Schedule a visit online in a few minutes." />
    </ContentPage>
  );
}
