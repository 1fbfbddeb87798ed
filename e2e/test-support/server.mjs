// Starts the built demo server (`node server/dist/demo.js`, what `npm start` runs) on free loopback ports; shared
// by the browser tests and the Lighthouse bench (web/bench), hence plain JavaScript.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The demo entry: the site with its banner, the API, and the embedded fake athena. */
export const DEMO_SERVER = 'server/dist/demo.js';

/** A free TCP port on the loopback interface. @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * @param {string} baseUrl
 * @param {import('node:child_process').ChildProcess} child
 */
// A fresh embedded database (PGlite creating its files) takes tens of seconds on a busy machine.
async function waitForHealth(baseUrl, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${baseUrl}/healthz within ${timeoutMs} ms`);
}

/**
 * A fresh DATA_DIR for one server, so tests never write ./data nor share a database. With `template` (the
 * `postgres` folder of a demo database, see makeDemoDatabaseTemplate), the new directory starts with a copy of it.
 * @param {string} [template]
 * @returns {string}
 */
export function freshDataDir(template) {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-e2e-'));
  if (template) cpSync(template, join(dir, 'postgres'), { recursive: true });
  return dir;
}

/**
 * A brand-new demo database (migrated and seeded by the demo server itself), stopped, for servers to start from a
 * copy of: the embedded database's creation was most of a demo server's start (38 s against 9 s from a copy on the
 * loaded 2-core machine, decision 97), and a copy is as fresh to each server as a new one.
 * @param {string} repoRoot
 * @returns {Promise<{ template: string, remove: () => void }>}
 */
export async function makeDemoDatabaseTemplate(repoRoot) {
  const dataDir = freshDataDir();
  const server = await startServer(repoRoot, { dataDir, quiet: true });
  await server.stop();
  return { template: join(dataDir, 'postgres'), remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * Starts the demo server with its embedded fake athena and a new demo database (a copy of `template` when given),
 * or the caller's `dataDir`, which it then keeps: a restart on it finds what was written; `stop()` ends that
 * process only. `env` adds settings
 * (the booking specs raise the per-patient limit); `quiet` drops the server's start-up lines from the output.
 * The fake athena's port is returned, so a spec can read athena's side of a booking.
 * @param {string} repoRoot
 * @param {{ dataDir?: string, template?: string, env?: Record<string, string>, quiet?: boolean }} [options]
 * @returns {Promise<{ baseUrl: string, dataDir: string, fakeAthenaPort: number, stop: () => Promise<void> }>}
 */
export async function startServer(repoRoot, options = {}) {
  const [port, fakeAthenaPort] = [await freePort(), await freePort()];
  const dataDir = options.dataDir ?? freshDataDir(options.template);
  const child = spawn(process.execPath, [DEMO_SERVER], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      FAKE_ATHENA_PORT: String(fakeAthenaPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ...options.env,
    },
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  let stopping = false;
  // A server that ends before its run stops it fails every later test with ECONNREFUSED: say so once, and how.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`✖ the demo server at ${baseUrl} ended before the tests stopped it (${signal ?? `exit code ${code}`})`);
  });
  const stop = () =>
    new Promise((resolve) => {
      stopping = true;
      const done = () => {
        if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
        resolve(undefined);
      };
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, fakeAthenaPort, stop };
}
