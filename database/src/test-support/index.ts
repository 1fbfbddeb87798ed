// What other packages' tests use of the database's test support (@clinic/database/test-support).
export { freshEmbeddedDataDir } from './embedded-data-dir';
export { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';
