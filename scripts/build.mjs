// `npm run build`: the web app (prerendered) and the bundled Node drivers.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

if (existsSync('web/scripts/build.mjs')) run('node', ['web/scripts/build.mjs']);
run('node', ['scripts/build-node.mjs']);
