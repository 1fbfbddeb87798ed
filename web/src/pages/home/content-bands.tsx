import { use } from 'react';
import { JsonLd } from '../../components/seo/json-ld';
import { blogTeasersContent, facilityScenesContent, faqContent, servicesContent, whyUsContent } from '../../content/page-content';
import { insurers } from '../../content/insurers';
import type { ClinicLocation } from '../../content/types';
import { AboutSection, BlogCarousel, FaqSection, InsuranceSection, ServicesSection } from '../../features/home';
import { activeLanguage } from '../../i18n/catalog';
import { faqPageLd } from '../../lib/json-ld';

// The home page's content in its language, read inside the page's bands below the hero (decision 98): it leaves the
// first load, the prerender waits for it, and hydration keeps each band's server HTML until it is in.

/** Home section 2 with the slider's pictures described in the page's language. */
export function AboutBand({ glendale }: { glendale: ClinicLocation }) {
  return <AboutSection glendale={glendale} scenes={use(facilityScenesContent.ready()).SCENES} />;
}

/** Home section 3 with the reasons to choose the practice in the page's language. */
export function InsuranceBand() {
  return <InsuranceSection insurers={insurers} reasons={use(whyUsContent.ready()).REASONS} />;
}

/** Home section 5 with the service catalogue in the page's language. */
export function ServicesBand() {
  return <ServicesSection services={use(servicesContent.ready()).serviceData} />;
}

/**
 * Home section 7, and its FAQPage data when the answers are in the page's language: an FAQ not yet translated shows in
 * English, and its data then describes the English page only, rather than telling search engines the Spanish or
 * Armenian page answers in English.
 */
export function FaqBand() {
  const { faqItems } = use(faqContent.ready());
  const language = activeLanguage();
  const inPageLanguage = language === 'en' || faqContent.source(language) !== faqContent.source('en');
  return (
    <>
      {inPageLanguage ? <JsonLd data={faqPageLd(faqItems)} /> : null}
      <FaqSection items={faqItems} />
    </>
  );
}

/** Home section 11 with the articles' teasers in the page's language. */
export function BlogBand() {
  return <BlogCarousel posts={use(blogTeasersContent.ready()).blogTeasers} />;
}
