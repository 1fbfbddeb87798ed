import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The bundle is built once per run by the cli project's global setup (build-cli.global-setup.ts).
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CLINIC_BIN = join(ROOT, 'cli/bin/clinic.mjs');

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
  return collect(startClinic(args, env));
}

/**
 * Runs `clinic …` with a reader that is gone before the first line, as `clinic … | head -0` would be: the read end
 * of its stdout is closed before the child has started, so every write it makes meets a closed pipe.
 */
export function runClinicIntoClosedPipe(args: readonly string[], env: Record<string, string> = {}): Promise<ClinicRun> {
  const child = startClinic(args, env);
  child.stdout.destroy();
  return collect(child);
}

function startClinic(args: readonly string[], env: Record<string, string>): ChildProcessWithoutNullStreams {
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('ATHENA_') && key !== 'NO_COLOR'));
  return spawn(process.execPath, [CLINIC_BIN, ...args], { cwd: ROOT, env: { ...base, ...env } });
}

function collect(child: ChildProcessWithoutNullStreams): Promise<ClinicRun> {
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
