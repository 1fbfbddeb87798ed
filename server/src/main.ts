// Entry point of `npm start`: read the configuration, start the fake athena when no real one is set, listen.
import { DirectTransport, FixtureTestimonials } from '@clinic/adapters';
import { createFixtureStore } from '@clinic/fixtures';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { parseEnv } from './config/env';
import { FAKE_ATHENA_CLIENT_RPS, FAKE_ATHENA_CREDENTIALS, startFakeAthena, type RunningFakeAthena } from './fake-athena';
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
  const app = await buildApp({
    // Against the embedded fake, stay within its per-second limit unless ATHENA_MAX_RPS says otherwise.
    upstream: new DirectTransport({ ...athena, http: pooledHttpClient(), ...rate(config.athenaMaxRps ?? (fake ? FAKE_ATHENA_CLIENT_RPS : undefined)) }),
    referenceCache: { ttlMs: config.referenceTtlMs, practice: `${athena.baseUrl} ${athena.practiceId}` },
    testimonials: new FixtureTestimonials(store),
    webDist: resolve(config.webDist),
    log: { level: config.logLevel },
  });
  await app.listen({ host: config.host, port: config.port });

  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Site and API:  http://${shown}:${config.port}`);
  console.log(fake ? `Fake athena:   ${fake.url} (practice ${athena.practiceId}, client ${athena.clientId})` : `athena:        ${athena.baseUrl}`);

  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await fake?.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

function rate(maxRps: number | undefined): { maxRps?: number } {
  return maxRps === undefined ? {} : { maxRps };
}

main().catch((error: unknown) => {
  const code = (error as { code?: string }).code;
  const reason = code === 'EADDRINUSE' ? 'the port is already in use (set PORT or FAKE_ATHENA_PORT)' : error instanceof Error ? error.message : String(error);
  console.error(`Could not start the server: ${reason}`);
  process.exit(1);
});
