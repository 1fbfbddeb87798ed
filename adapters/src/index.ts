// Port implementations, one folder per technology. The Node drivers' container is its own entry,
// `@clinic/adapters/composition`, so the browser never loads inversify.
export * from './athena';
export * from './fixture';
export * from './browser';
export * from './clock';
