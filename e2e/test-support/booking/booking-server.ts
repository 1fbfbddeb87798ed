import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_SERVER, freePort, freshDataDir } from '../server.mjs';
import { FakeAthena } from './fake-athena';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The built demo server and its embedded fake athena, both on loopback ports this spec file knows. */
export interface BookingServer {
  baseUrl: string;
  /** The server's DATA_DIR: the demo's outbox of e-mails is its outbox/ folder. */
  dataDir: string;
  athena: FakeAthena;
  urlOf(path: string): string;
}

// A fresh embedded database (PGlite creating its files) takes tens of seconds on a busy machine.
async function waitForHealth(baseUrl: string, exited: () => boolean, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the server exited during start-up');
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${baseUrl}/healthz within ${timeoutMs} ms`);
}

/**
 * One server per spec file (its own fresh fixture practice), like e2e/test-support/server.mjs but with a known
 * FAKE_ATHENA_PORT, so the spec can read athena's booked list and book behind the dialog's back.
 */
export function useBookingServer(): () => BookingServer {
  let server: BookingServer | undefined;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const [port, athenaPort] = [await freePort(), await freePort()];
    const dataDir = freshDataDir();
    const child = spawn(process.execPath, [DEMO_SERVER], {
      cwd: repoRoot,
      // Every test of a file books the same personas on one server: the per-patient limit (2 upcoming, decision 20,
      // tested in the proxy's own suite) would refuse them from the third booking on.
      env: {
        ...process.env,
        PORT: String(port),
        FAKE_ATHENA_PORT: String(athenaPort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        ONLINE_BOOKINGS_PER_PATIENT: '100',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    stop = () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(baseUrl, () => child.exitCode !== null);
    server = { baseUrl, dataDir, athena: new FakeAthena(`http://127.0.0.1:${athenaPort}`), urlOf: (path) => `${baseUrl}${path}` };
  }, 150_000);
  afterAll(() => stop?.());
  return () => {
    if (!server) throw new Error('the booking server is not started yet');
    return server;
  };
}
