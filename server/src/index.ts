// The server's public surface: the app factory and its configuration (the fake athena is @clinic/fake-athena).
export { buildApp, type AppOptions } from './app';
export { parseEnv, type ServerConfig } from './config/env';
