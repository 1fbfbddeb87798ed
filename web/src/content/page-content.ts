// The content modules pages read in their language (decision 98): each downloads, in the page's language only, with
// the page that names it in its `content` export (app/lazy-page.ts), before the page renders.
import { localizedContent } from './localized-content';

export const facilityScenesContent = localizedContent('home/facility-scenes', () => import('./home/facility-scenes'));
export const whyUsContent = localizedContent('home/why-us', () => import('./home/why-us'));
export const servicesContent = localizedContent('services.data', () => import('./services.data'));
export const audiencesContent = localizedContent('service-audiences', () => import('./service-audiences'));
export const expectationsContent = localizedContent('service-expectations', () => import('./service-expectations'));
export const blogTeasersContent = localizedContent('blog-teasers', () => import('./blog-teasers'));
export const faqContent = localizedContent('faq', () => import('./faq'));
// The legal pages: their translations are the content branch's (legal/*.es.ts, legal/*.hy.ts).
export const privacyContent = localizedContent('legal/privacy-policy', () => import('./legal/privacy-policy'));
export const termsContent = localizedContent('legal/terms', () => import('./legal/terms'));
export const accessibilityContent = localizedContent('legal/accessibility-statement', () => import('./legal/accessibility-statement'));
