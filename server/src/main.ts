// The production server (`node server/dist/main.js`): the real athena and PostgreSQL only, nothing fake. It refuses
// to start without the four ATHENA_* variables, DATABASE_URL and SESSION_SECRET (config/env.ts); the demo is demo.ts.
import { readConfig, runEntry, runServer } from './run-server';

runEntry(async () => {
  const config = readConfig('production');
  // parseEnv refuses production without athena; this only narrows the type.
  if (!config.athena) throw new Error('production mode needs the four ATHENA_* variables.');
  // No demo seed: production serves only testimonials that staff published (decision 18).
  await runServer(config, { athena: config.athena, athenaDescription: config.athena.baseUrl });
}, 'PORT');
