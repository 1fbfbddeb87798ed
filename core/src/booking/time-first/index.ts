export * from './time-filters';
export * from './nearest-clinic';
export * from './times-freshness';
export * from './time-first-state';
