export type * from './scheduler.port';
export type * from './testimonials.port';
export type * from './patient-store.port';
export type * from './clock.port';
export type * from './feedback.port';
export type * from './mailer.port';
export type * from './verification-code-store.port';
