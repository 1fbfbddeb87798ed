// `npm test`: every suite, in the order that fails fastest. `npm run test:quick` (`--quick`) is the daily loop: the
// same steps up to the unit and integration suites, without the time zones, the build and the browser (decision 67).
import { run } from './run.mjs';

const quick = process.argv.includes('--quick');

// Lint and formatting fail in seconds, so they go first.
run('npm', ['run', 'lint']);
run('npm', ['run', 'format:check']);
// Unused files, exports and dependencies, and imports of undeclared packages.
run('npx', ['knip', '--no-progress']);
run('npm', ['run', 'typecheck']);
run('npx', ['tsc', '-p', 'e2e/tsconfig.json']);
// The database and shared-state tests start a throwaway PostgreSQL server and their own redis-servers.
run('node', ['scripts/ensure-postgres.mjs']);
run('node', ['scripts/ensure-redis.mjs']);
run('npx', ['vitest', 'run']);
if (!quick) {
  // Clinic time must not depend on the machine's zone.
  run('node', ['scripts/core-tz.mjs']);
  // Browser tests and the bundle budget run against a fresh production build.
  run('npm', ['run', 'build']);
  run('node', ['scripts/check-bundle-size.mjs']);
  run('node', ['scripts/e2e.mjs']);
}
