// The content modules pages read in their language (decision 98): each downloads, in the page's language only, with
// the page that names it in its `content` export (app/lazy-page.ts), before the page renders.
import { localizedContent } from './localized-content';
import type * as AccessibilityStatement from './legal/accessibility-statement';
import type * as PrivacyPolicy from './legal/privacy-policy';
import type * as Terms from './legal/terms';

export const facilityScenesContent = localizedContent('home/facility-scenes', () => import('./home/facility-scenes'));
export const whyUsContent = localizedContent('home/why-us', () => import('./home/why-us'));
export const servicesContent = localizedContent('services.data', () => import('./services.data'));
export const audiencesContent = localizedContent('service-audiences', () => import('./service-audiences'));
export const expectationsContent = localizedContent('service-expectations', () => import('./service-expectations'));
export const blogTeasersContent = localizedContent('blog-teasers', () => import('./blog-teasers'));
export const faqContent = localizedContent('faq', () => import('./faq'));
export const conciergeTiersContent = localizedContent('concierge-tiers', () => import('./concierge-tiers'));
export const ivTherapiesContent = localizedContent('iv-therapies', () => import('./iv-therapies'));
export const providerDetailsContent = localizedContent('provider-details', () => import('./provider-details'));
export const locationDetailsContent = localizedContent('location-details', () => import('./location-details'));
// The legal pages: their translations are the content branch's (legal/*.es.ts, legal/*.hy.ts).
/** A legal document's translation also says which version governs (the English one); English says nothing of it. */
type LegalModule<English> = English & { GOVERNING_NOTE?: string };

export const privacyContent = localizedContent<LegalModule<typeof PrivacyPolicy>>(
  'legal/privacy-policy',
  () => import('./legal/privacy-policy'),
);
export const termsContent = localizedContent<LegalModule<typeof Terms>>('legal/terms', () => import('./legal/terms'));
export const accessibilityContent = localizedContent<LegalModule<typeof AccessibilityStatement>>(
  'legal/accessibility-statement',
  () => import('./legal/accessibility-statement'),
);

export const adultPhysicalsContent = localizedContent('blog/adult-physicals.post', () => import('./blog/adult-physicals.post'));
export const allergySeasonContent = localizedContent('blog/allergy-season.post', () => import('./blog/allergy-season.post'));
export const ivVitaminTherapyContent = localizedContent('blog/iv-vitamin-therapy.post', () => import('./blog/iv-vitamin-therapy.post'));
