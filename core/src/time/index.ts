export * from './clinic-brands';
export * from './clinic-time';
export * from './iso-date';
export * from './clinic-text';
