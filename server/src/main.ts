// The production server (`node server/dist/main.js`): the real athena only, nothing fake. It refuses to start
// without the four ATHENA_* variables and DATABASE_URL (config/env.ts); the demo is demo.ts.
import { EmptyTestimonials } from './empty-testimonials';
import { readConfig, runEntry, runServer } from './run-server';

runEntry(async () => {
  const config = readConfig('production');
  // parseEnv refuses production without athena; this only narrows the type.
  if (!config.athena) throw new Error('production mode needs the four ATHENA_* variables.');
  await runServer(config, {
    athena: config.athena,
    testimonials: new EmptyTestimonials(),
    startupLines: [`athena:        ${config.athena.baseUrl}`],
  });
}, 'PORT');
