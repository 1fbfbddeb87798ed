// `npm run test:quick`'s choice of unit and integration test files (decision 102): the changed files from git, the
// projects and triggers from vitest's own configuration, the reach from the module graph.
// `node scripts/affected-tests/affected-tests.mjs [--since <ref>] [file…]` prints the choice for the current change,
// or for the files named.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createVitest } from 'vitest/node';
import { changedExports } from './changed-exports.mjs';
import { moduleGraph } from './module-graph.mjs';
import { selectTests } from './select.mjs';

const repoRoot = join(import.meta.dirname, '..', '..');
const git = (/** @type {string[]} */ args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).split('\0').filter(Boolean);

/** Files changed and not committed, and with `since`, those committed since that ref too; deleted ones included. */
function changedFiles(/** @type {string | undefined} */ since) {
  const base = since ?? 'HEAD';
  return [
    ...new Set([...git(['diff', '--name-only', '--no-renames', '-z', base]), ...git(['ls-files', '--others', '--exclude-standard', '-z'])]),
  ];
}

/**
 * The changed lines of each file git compares with `base` (1-based, inclusive, as the file is now); a deletion
 * counts the lines either side of it. A file absent from the answer is new to git.
 * @returns {Map<string, [number, number][]>}
 */
function changedLines(/** @type {string} */ base, /** @type {string[]} */ paths) {
  /** @type {Map<string, [number, number][]>} */
  const lines = new Map();
  if (paths.length === 0) return lines;
  const diff = execFileSync(
    'git',
    ['diff', '-U0', '--no-renames', '--no-ext-diff', '--src-prefix=a/', '--dst-prefix=b/', base, '--', ...paths],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    },
  );
  let file = '';
  for (const line of diff.split('\n')) {
    if (line.startsWith('+++ ')) {
      file = line.slice(6);
      lines.set(file, []);
    }
    const hunk = /^@@ -\S+ \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (hunk) {
      const start = Number(hunk[1]);
      const count = hunk[2] === undefined ? 1 : Number(hunk[2]);
      lines.get(file)?.push(count === 0 ? [start, start + 1] : [start, start + count - 1]);
    }
  }
  return lines;
}

/** The workspace packages (root package.json's `workspaces`) with their manifests' names, exports and side effects. */
function workspacePackages() {
  const { workspaces } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  return workspaces.map((/** @type {string} */ dir) => {
    const { name, exports, sideEffects } = JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8'));
    return { name, dir, exports, sideEffects };
  });
}

/** Vitest's projects (their test files and setups) and its forceRerunTriggers, relative to the repository root. */
async function vitestProjects() {
  const vitest = await createVitest('test', { watch: false }, {}, {});
  try {
    const specifications = await vitest.globTestSpecifications();
    const toRepo = (/** @type {string} */ path) => relative(repoRoot, path).split('\\').join('/');
    const projects = vitest.projects.map((project) => ({
      name: project.name,
      testFiles: specifications.filter((spec) => spec.project === project).map((spec) => toRepo(spec.moduleId)),
      setupFiles: [...project.config.setupFiles, ...project.config.globalSetup].map(toRepo),
    }));
    return { projects, forceRerunTriggers: vitest.config.forceRerunTriggers };
  } finally {
    await vitest.close();
  }
}

/**
 * @param {{ since?: string, changed?: string[] }} options the files named, or those git sees changed
 * @returns {Promise<import('./select.mjs').Selection & { changed: string[] }>}
 */
export async function affectedTests({ since, changed = changedFiles(since) } = {}) {
  // Tracked files and new ones not ignored, as they are on disk now (a deleted file is in no edge).
  const files = git(['ls-files', '--cached', '--others', '--exclude-standard', '-z']).filter((file) => existsSync(join(repoRoot, file)));
  const read = (/** @type {string} */ file) => readFileSync(join(repoRoot, file), 'utf8');
  const graph = moduleGraph({ files, read, packages: workspacePackages() });
  // Importers take a side-effect-free file's exports by name: which of them the change touches.
  const byName = changed.filter((file) => graph.isCode(file) && graph.sideEffectFree(file) && existsSync(join(repoRoot, file)));
  const lines = changedLines(since ?? 'HEAD', byName);
  const changedNames = new Map(
    byName.filter((file) => lines.has(file)).map((file) => [file, changedExports(file, read(file), lines.get(file) ?? [])]),
  );
  const { projects, forceRerunTriggers } = await vitestProjects();
  return { changed, ...selectTests({ changed, changedNames, projects, forceRerunTriggers, files, graph }) };
}

if (process.argv[1] === import.meta.filename) {
  const args = process.argv.slice(2);
  const sinceAt = args.indexOf('--since');
  const since = sinceAt === -1 ? undefined : args.splice(sinceAt, 2)[1];
  const selection = await affectedTests(args.length > 0 ? { changed: args } : { since });
  console.log(JSON.stringify(selection, null, 2));
}
