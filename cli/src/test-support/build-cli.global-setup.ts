import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BUNDLE = join(ROOT, 'cli/dist/clinic.js');
const SOURCES = ['cli/src', 'core/src', 'fixtures/src', 'adapters/src', 'database/src'].map((dir) => join(ROOT, dir));

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function bundleIsFresh(): boolean {
  const built = statSync(BUNDLE, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return built >= Math.max(...SOURCES.map(newestSource));
}

/**
 * The cli project's global setup: bundles the CLI as `npm ci` does (scripts/build-node.mjs) once per run, before
 * any test file starts, unless cli/dist is newer than every source. Tests that run `clinic` as a user would
 * (support/built-cli.ts) then find it built; running in vitest's main process, it needs no lock.
 */
export default function buildCli(): void {
  if (bundleIsFresh()) return;
  const build = spawnSync(process.execPath, ['scripts/build-node.mjs', 'cli'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`scripts/build-node.mjs cli failed:\n${build.stderr}`);
}
