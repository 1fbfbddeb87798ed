export { buildFakeAthena, type FakeAthenaOptions } from './fake-athena.app';
export { startFakeAthena, type RunningFakeAthena } from './start-fake-athena';
export { FAKE_ATHENA_CREDENTIALS } from './fake-athena-auth';
export { FAKE_ATHENA_CLIENT_RPS, FAKE_ATHENA_LIMITS, FakeAthenaLimits, type FakeAthenaLimitOptions } from './fake-athena-limits';
