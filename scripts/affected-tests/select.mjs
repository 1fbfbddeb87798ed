// The test files a change can reach (decision 102): those that see a changed file through the module graph
// (module-graph.mjs), plus what the graph cannot show (below), or every file when a changed file is one of vitest's
// forceRerunTriggers (configs, lockfile, shared test support, catalogs) or a project's setup reaches it.
import { globMatcher } from './glob.mjs';
import { ALL } from './module-facts.mjs';

/**
 * What a file depends on without importing it, as module graph edges of its own: a test that starts or builds an
 * entry sees everything that entry imports; a test that reads files sees their text.
 * @type {{ file: string, runs?: string[], reads?: string[] }[]}
 */
export const UNSEEN_BY_IMPORTS = [
  // Spawn `node cli/bin/clinic.mjs`, which runs the bundle the cli project's global setup built from cli/src/main.ts.
  { file: 'cli/src/test-support/built-cli.ts', runs: ['cli/src/main.ts', 'scripts/build-node.mjs'] },
  // Starts `server/src/main.ts` under tsx.
  { file: 'server/src/test-support/production-entry.ts', runs: ['server/src/main.ts'] },
  // Builds both server entries as `npm run build` does and reads the bundles.
  { file: 'server/src/production-bundle.test.ts', runs: ['server/src/main.ts', 'server/src/demo.ts', 'scripts/build-node.mjs'] },
  // The spec's citations are checked in every file of the repository.
  { file: 'scripts/spec-docs.test.mjs', reads: ['**'] },
  // Follows every import of the packages' sources.
  { file: 'scripts/import-cycles.test.mjs', reads: ['*/src/**'] },
  // Scans the web's CSS modules.
  { file: 'scripts/short-class-names.test.mjs', reads: ['web/src/**/*.css'] },
  // Compares the settings with the example environment and the compose file.
  { file: 'server/src/config/env.test.ts', reads: ['.env.example', 'compose.yaml'] },
];

/**
 * @typedef {{ name: string, testFiles: string[], setupFiles: string[] }} Project
 *   A vitest project: its test files and the files that run before them (setup files and global setups), which
 *   every one of its tests sees.
 * @typedef {{ all: true, reason: string } | { all: false, files: string[], of: number, wholeProjects: string[] }} Selection
 *   Every test file, and why; or the test files the change reaches (of how many), and the projects whose setup it
 *   reaches (all of their files are among them).
 */

/**
 * @param {object} input
 * @param {string[]} input.changed changed files, relative to the repository root
 * @param {Map<string, Set<string> | typeof ALL>} [input.changedNames] for a changed file, the exports the change
 *   touches (changed-exports.mjs; all unless given)
 * @param {Project[]} input.projects
 * @param {string[]} input.forceRerunTriggers vitest's globs, relative to the repository root
 * @param {string[]} input.files every file of the repository
 * @param {ReturnType<typeof import('./module-graph.mjs').moduleGraph>} input.graph
 * @returns {Selection}
 */
export function selectTests({ changed, changedNames = new Map(), projects, forceRerunTriggers, files, graph }) {
  const isTrigger = globMatcher(forceRerunTriggers);
  const trigger = changed.find(isTrigger);
  if (trigger) return { all: true, reason: `${trigger} is one of vitest's forceRerunTriggers` };

  // Who sees each file (with the names taken from it) and who reads it, the reverse of the graph's edges, for every
  // code file of the repository.
  /** @type {Map<string, { from: string, names: Set<string> | typeof ALL }[]>} */
  const seenBy = new Map();
  /** @type {Map<string, string[]>} */
  const readBy = new Map();
  const link = (/** @type {Map<string, any[]>} */ map, /** @type {string} */ to, /** @type {unknown} */ from) => {
    const list = map.get(to);
    if (list) list.push(from);
    else map.set(to, [from]);
  };
  for (const file of files.filter(graph.isCode)) {
    const { sees, reads } = graph.edges(file);
    for (const [dep, names] of sees) link(seenBy, dep, { from: file, names });
    for (const dep of reads) link(readBy, dep, file);
  }
  for (const { file, runs = [], reads = [] } of UNSEEN_BY_IMPORTS) {
    for (const entry of runs) link(seenBy, entry, { from: file, names: ALL });
    const isRead = globMatcher(reads);
    for (const dep of files.filter(isRead)) link(readBy, dep, file);
  }

  // A changed file reaches those that take a changed export from it (changed-exports.mjs) and those that read it;
  // any other file reached, everything that sees it.
  const reached = new Set(changed);
  /** @type {string[]} */
  const queue = [];
  const reach = (/** @type {string} */ file) => {
    if (reached.has(file) && !changed.includes(file)) return;
    reached.add(file);
    queue.push(file);
  };
  for (const file of changed) {
    const exports = changedNames.get(file) ?? ALL;
    for (const { from, names } of seenBy.get(file) ?? []) {
      if (exports === ALL || names === ALL || [...names].some((name) => exports.has(name))) reach(from);
    }
    for (const reader of readBy.get(file) ?? []) reach(reader);
  }
  /** @type {Set<string>} */
  const expanded = new Set();
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.pop());
    if (expanded.has(file)) continue;
    expanded.add(file);
    for (const { from } of seenBy.get(file) ?? []) reach(from);
  }

  const wholeProjects = projects.filter((project) => project.setupFiles.some((file) => reached.has(file)));
  const selected = new Set(
    projects.flatMap((project) =>
      wholeProjects.includes(project) ? project.testFiles : project.testFiles.filter((file) => reached.has(file)),
    ),
  );
  const of = projects.reduce((sum, project) => sum + project.testFiles.length, 0);
  return { all: false, files: [...selected].sort(), of, wholeProjects: wholeProjects.map((project) => project.name) };
}
