// Entry point of `npm start`: read the configuration, start the fake athena when no real one is set, listen.
import { DirectTransport } from '@clinic/adapters';
import { createFixtureStore } from '@clinic/fixtures';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { parseEnv } from './config/env';
import { openServerDatabase } from './database/open-server-database';
import { FAKE_ATHENA_CREDENTIALS, startFakeAthena, type RunningFakeAthena } from './fake-athena';
import { pooledHttpClient } from './upstream/pooled-http-client';

async function main(): Promise<void> {
  const parsed = parseEnv(process.env);
  if ('errors' in parsed) {
    for (const error of parsed.errors) console.error(`Configuration error: ${error}`);
    process.exit(1);
  }
  const { config } = parsed;
  const store = createFixtureStore();
  let fake: RunningFakeAthena | undefined;
  let athena = config.athena;
  if (!athena) {
    fake = await startFakeAthena({ host: '127.0.0.1', port: config.fakeAthenaPort, store });
    athena = { baseUrl: fake.url, ...FAKE_ATHENA_CREDENTIALS };
  }
  // Demo: the fixture testimonials go into a brand-new database only (the production entry passes no seed).
  const database = await openServerDatabase(config, fake ? { demoSeed: () => store.testimonials() } : {});
  const app = await buildApp({
    upstream: new DirectTransport({ ...athena, http: pooledHttpClient() }),
    testimonials: database.testimonials,
    feedback: database.feedback,
    webDist: resolve(config.webDist),
    log: { level: config.logLevel },
  });
  await app.listen({ host: config.host, port: config.port });

  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Site and API:  http://${shown}:${config.port}`);
  console.log(`Database:      ${database.description}`);
  console.log(fake ? `Fake athena:   ${fake.url} (practice ${athena.practiceId}, client ${athena.clientId})` : `athena:        ${athena.baseUrl}`);

  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await fake?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const code = (error as { code?: string }).code;
  const reason = code === 'EADDRINUSE' ? 'the port is already in use (set PORT or FAKE_ATHENA_PORT)' : error instanceof Error ? error.message : String(error);
  console.error(`Could not start the server: ${reason}`);
  process.exit(1);
});
