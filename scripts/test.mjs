// `npm test`: every suite. `npm run test:quick` (`--quick`) is the loop before a commit: the same steps up to the
// unit and integration suites, without the time zones, the build and the browser (decisions 67, 97).
import { run, runSideBySide } from './run.mjs';

const quick = process.argv.includes('--quick');

// The database and shared-state tests start a throwaway PostgreSQL server and their own redis-servers.
run('node', ['scripts/ensure-postgres.mjs']);
run('node', ['scripts/ensure-redis.mjs']);
// The unit and integration suites keep one core busy; the checks that use one core each (the typecheck of every
// package and of the browser tests, lint, formatting, knip: unused files, exports and dependencies, imports of
// undeclared packages) run on the other, one after another, and a failure among them stops the suites at once.
await runSideBySide([
  ['npx', ['vitest', 'run'], { streamed: true }],
  ['npm', ['run', 'typecheck']],
  ['npm', ['run', 'lint']],
  ['npm', ['run', 'format:check']],
  ['npx', ['knip', '--no-progress']],
]);
if (!quick) {
  // Clinic time must not depend on the machine's zone (vitest on the core and fixtures, one worker), beside the
  // production build the browser tests and the bundle budget run against.
  await runSideBySide([
    ['node', ['scripts/core-tz.mjs']],
    ['npm', ['run', 'build']],
  ]);
  run('node', ['scripts/check-bundle-size.mjs']);
  run('node', ['scripts/e2e.mjs']);
}
