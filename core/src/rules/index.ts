export * from './site-search';
export * from './testimonial-display';
