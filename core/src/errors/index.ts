export * from './scheduler-error';
export * from './scheduler-messages';
export * from './error-messages';
export * from './booking-failure';
