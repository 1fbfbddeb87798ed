export * from './clinic-time';
