// The server's public surface: the app factory and the embedded fake athena (used by the CLI's tests).
export { buildApp, type AppOptions } from './app';
export { parseEnv, type ServerConfig } from './config/env';
export { buildFakeAthena, startFakeAthena, FAKE_ATHENA_CREDENTIALS, type FakeAthenaOptions, type RunningFakeAthena } from './fake-athena';
