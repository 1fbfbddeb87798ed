export * from './scheduler-error';
export * from './scheduler-messages';
