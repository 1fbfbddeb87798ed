import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CLINIC_BIN = join(ROOT, 'cli/bin/clinic.mjs');
const BUNDLE = join(ROOT, 'cli/dist/clinic.js');
const LOCK = join(ROOT, 'cli/.build-lock');
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
  try {
    return statSync(BUNDLE).mtimeMs >= Math.max(...SOURCES.map(newestSource));
  } catch {
    return false;
  }
}

/**
 * Bundles the CLI as `npm ci` does (scripts/build-node.mjs) unless cli/dist is newer than every source.
 * Test files run in parallel workers, so a lock directory lets one build while the others wait.
 */
export async function ensureBuilt(): Promise<void> {
  for (let waited = 0; !bundleIsFresh(); waited += 200) {
    try {
      mkdirSync(LOCK);
    } catch {
      // Someone else is building; a lock older than two minutes belongs to a crashed run.
      if (Date.now() - statSync(LOCK, { throwIfNoEntry: false })!.mtimeMs > 120_000) rmdirSync(LOCK);
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      if (bundleIsFresh()) return;
      const build = spawnSync(process.execPath, ['scripts/build-node.mjs', 'cli'], { cwd: ROOT, encoding: 'utf8' });
      if (build.status !== 0) throw new Error(`scripts/build-node.mjs failed:\n${build.stderr}`);
      return;
    } finally {
      rmdirSync(LOCK);
    }
  }
}

export interface ClinicRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `node cli/bin/clinic.mjs …` as a user would, asynchronously so an in-process fake athena can answer.
 * The parent's ATHENA_* and NO_COLOR never leak in; `env` sets what a test needs (TZ, ATHENA_*).
 */
export function runClinic(args: readonly string[], env: Record<string, string> = {}): Promise<ClinicRun> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('ATHENA_') && key !== 'NO_COLOR'));
  const child = spawn(process.execPath, [CLINIC_BIN, ...args], { cwd: ROOT, env: { ...base, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
