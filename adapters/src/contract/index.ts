// Test-only: imports vitest, so it is not re-exported from the package's public surface.
export { describeSchedulerContract } from './scheduler.contract';
