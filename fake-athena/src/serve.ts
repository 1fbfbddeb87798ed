// `npm run fake-athena`: the fake athena on its own, for staging and demos of the production server against a
// practice that is not real. Loopback only (start-fake-athena.ts); FAKE_ATHENA_PORT (3001) picks the port.
import { createFixtureStore } from '@clinic/fixtures';
import { FAKE_ATHENA_CREDENTIALS } from './fake-athena-auth';
import { startFakeAthena } from './start-fake-athena';

const port = Number(process.env.FAKE_ATHENA_PORT ?? 3001);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`FAKE_ATHENA_PORT must be a port number (1-65535), not ${process.env.FAKE_ATHENA_PORT}.`);
  process.exit(1);
}

const fake = await startFakeAthena({ host: '127.0.0.1', port, store: createFixtureStore() }).catch((error: unknown) => {
  const inUse = (error as { code?: string }).code === 'EADDRINUSE';
  console.error(`Could not start the fake athena: ${inUse ? `port ${port} is already in use (set FAKE_ATHENA_PORT)` : String(error)}`);
  process.exit(1);
});
console.log(`Fake athena at ${fake.url}. Point the server at it with (these credentials are the fake's own, not secrets):
ATHENA_BASE_URL=${fake.url}
ATHENA_PRACTICE_ID=${FAKE_ATHENA_CREDENTIALS.practiceId}
ATHENA_CLIENT_ID=${FAKE_ATHENA_CREDENTIALS.clientId}
ATHENA_CLIENT_SECRET=${FAKE_ATHENA_CREDENTIALS.clientSecret}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
