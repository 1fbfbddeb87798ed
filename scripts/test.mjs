// `npm test`: every suite, in the order that fails fastest.
import { run } from './run.mjs';
import { existsSync } from 'node:fs';

run('npm', ['run', 'typecheck']);
run('npx', ['vitest', 'run']);
run('node', ['scripts/core-tz.mjs']);
if (existsSync('e2e/vitest.config.ts')) run('node', ['scripts/e2e.mjs']);
