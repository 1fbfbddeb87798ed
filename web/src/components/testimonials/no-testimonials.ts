/** What the site says where cards would be when no testimonial is published yet (decision 18): no invented reviews. */
export const NO_TESTIMONIALS_YET = 'Patient stories will appear here soon.';
