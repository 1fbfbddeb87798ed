export * from './scheduler-error';
export * from './scheduler-messages';
export { errorStatus, errorText } from './error-text';
export * from './error-messages';
export * from './booking-failure';
