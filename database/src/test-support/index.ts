// What other packages' tests use of the database's test support (@clinic/database/test-support).
export { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';
