// `npm run test:e2e` (and the end of `npm test`): browser tests against the built site served by the real server.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

run('node', ['scripts/ensure-chromium.mjs']);
// The browser tests drive the demo entry (what `npm start` runs): the real app over the embedded fake athena.
const built = ['web/dist/site-manifest.json', 'server/dist/demo.js'].every((file) => existsSync(file));
if (!built || process.env.E2E_REBUILD === '1') run('npm', ['run', 'build']);
if (!existsSync('server/dist/demo.js')) {
  console.error('✖ server/dist/demo.js is missing after the build: the browser tests need the real server (server/src/demo.ts).');
  process.exit(1);
}
run('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts']);
