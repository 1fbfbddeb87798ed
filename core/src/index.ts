// The public surface of the core. Nothing here runs at import time.
export * from './model';
export type * from './ports';
export * from './errors';
export * from './time';
export * from './catalog';
export * from './rules';
export * from './validation';
export * from './booking';
export * from './manage';
