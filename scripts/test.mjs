// `npm test`: every suite. `npm run test:quick` (`--quick`) is the loop before a commit: the checks, from their
// caches, beside the unit and integration files the uncommitted change can affect (`--since <ref>`: and what was
// committed since <ref>), or all of them when a config or shared test support changed (decisions 67, 97, 102).
import { affectedTests } from './affected-tests/affected-tests.mjs';
import { run, runSideBySide } from './run.mjs';

const quick = process.argv.includes('--quick');
const sinceAt = process.argv.indexOf('--since');
const since = sinceAt === -1 ? undefined : process.argv[sinceAt + 1];
if (sinceAt !== -1 && !since) {
  console.error('✖ --since needs a git ref, e.g. `npm run test:quick -- --since main`');
  process.exit(2);
}

// The checks that use one core each (the typecheck of every package and of the browser tests, lint, formatting,
// knip: unused files, exports and dependencies, imports of undeclared packages), one after another beside the suite;
// a failure among them stops the suite at once.
const CHECKS = [
  ['npm', ['run', 'typecheck']],
  ['npm', ['run', 'lint']],
  ['npm', ['run', 'format:check']],
  ['npx', ['knip', '--no-progress']],
];

// The database and shared-state tests start a throwaway PostgreSQL server and their own redis-servers.
run('node', ['scripts/ensure-postgres.mjs']);
run('node', ['scripts/ensure-redis.mjs']);
if (quick) {
  // The test files that can see the change (scripts/affected-tests/): through the module graph, by name through
  // the side-effect-free packages' indexes; every file when a config, the lockfile or shared test support changed.
  // A choice that fails (a file it cannot read, a bug) runs every file rather than none.
  const selection = await affectedTests({ since }).catch((/** @type {Error} */ error) => {
    console.error(`✖ could not choose the test files: ${error.stack ?? error.message}`);
    return /** @type {const} */ ({ all: true, reason: 'the choice failed (above)' });
  });
  const vitest = selection.all ? [] : selection.files;
  if (selection.all) console.log(`\n▶ every test file: ${selection.reason}`);
  else {
    const whole = selection.wholeProjects.length > 0 ? `, all of ${selection.wholeProjects.join(', ')}: their setup sees the change` : '';
    console.log(`\n▶ ${selection.files.length} of ${selection.of} test files see the ${selection.changed.length} changed files${whole}`);
  }
  const suite = selection.all || vitest.length > 0 ? [['npx', ['vitest', 'run', ...vitest], { streamed: true }]] : [];
  await runSideBySide([...suite, ...CHECKS]);
} else {
  // Three lanes (decision 102): vitest (one worker, decision 67; two met 5 s test timeouts on the loaded machine);
  // the production build and the browser suite against it, which starts as soon as the build is done instead of
  // after vitest; the checks, then the three time zones of the core and fixtures (clinic time must not depend on the
  // machine's zone), then the bundle budget, once the second lane's build has passed (usually minutes before: the two
  // longest lanes end within seconds of each other; the budget in front of the browser suite made it the longest).
  // The two lanes beside vitest run at a lower priority, so its timed tests see no more contention than alone. The
  // build is `npm run build` but for the CLI bundle: the cli tests run cli/dist/clinic.js meanwhile, and their
  // global setup has just built it.
  /** @type {import('./run.mjs').Step} */
  const webBuild = ['node', ['web/scripts/build.mjs']];
  await runSideBySide(
    [
      ['npx', ['vitest', 'run'], { streamed: true }],
      [webBuild, ['node', ['scripts/build-node.mjs', 'server', 'server-demo']], ['node', ['scripts/e2e.mjs']]],
      [...CHECKS, ['node', ['scripts/core-tz.mjs']], ['node', ['scripts/check-bundle-size.mjs'], { after: webBuild }]],
    ],
    3,
  );
}
