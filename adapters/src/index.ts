// Port implementations, one folder per technology. Composition roots live in ./composition.
export * from './athena';
export * from './fixture';
export * from './browser';
export * from './clock';
export * from './composition';
