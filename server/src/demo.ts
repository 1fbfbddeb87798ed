// The demo server (`npm start` → server/dist/demo.js): the embedded fake athena over a seeded fixture practice
// (or an athena sandbox when all four ATHENA_* are set), faker-made testimonials seeded into a new demo database,
// and the demo banner on every page. Only this entry imports the fake athena and the fixtures, so the production bundle carries neither.
import { FAKE_ATHENA_CLIENT_RPS, FAKE_ATHENA_CREDENTIALS, startFakeAthena, type RunningFakeAthena } from '@clinic/fake-athena';
import { createFixtureStore } from '@clinic/fixtures';
import { readConfig, runEntry, runServer } from './run-server';

runEntry(async () => {
  const config = readConfig('demo');
  const store = createFixtureStore();
  let fake: RunningFakeAthena | undefined;
  let athena = config.athena;
  if (!athena) {
    fake = await startFakeAthena({ host: '127.0.0.1', port: config.fakeAthenaPort, store });
    athena = { baseUrl: fake.url, ...FAKE_ATHENA_CREDENTIALS };
  }
  await runServer(config, {
    athena,
    demoSeed: () => store.testimonials(),
    // Against the embedded fake, stay within its per-second limit unless ATHENA_MAX_RPS says otherwise.
    ...(fake ? { defaultMaxRps: FAKE_ATHENA_CLIENT_RPS } : {}),
    athenaDescription: fake ? `${fake.url} (the fake athena: practice ${athena.practiceId}, client ${athena.clientId})` : athena.baseUrl,
    close: async () => fake?.close(),
  });
}, 'PORT or FAKE_ATHENA_PORT');
