// The home page's sections (website.md §2 "Home page sections"), each fed its catalogue by the page.
export { AboutSection } from './about/about-section';
export { InsuranceSection } from './insurance/insurance-section';
export { TestimonialsSection } from './testimonials/testimonials-section';
export { ServicesSection } from './services/services-section';
export { ProvidersSection } from './providers/providers-section';
export { FaqSection } from './faq/faq-section';
export { ConciergeBanner } from './concierge/concierge-banner';
export { AwardsSection } from './awards/awards-section';
export { IvTherapyBlock } from './iv-therapy/iv-therapy-block';
export { BlogCarousel } from './blog/blog-carousel';
