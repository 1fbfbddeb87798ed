export * from './clinic-time';
export * from './iso-date';
