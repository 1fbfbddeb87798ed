export * from './scheduler-error';
