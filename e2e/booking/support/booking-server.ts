import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_SERVER, freePort } from '../../support/server.mjs';
import { FakeAthena } from './fake-athena';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The built demo server and its embedded fake athena, both on loopback ports this spec file knows. */
export interface BookingServer {
  baseUrl: string;
  athena: FakeAthena;
  urlOf(path: string): string;
}

async function waitForHealth(baseUrl: string, exited: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the server exited during start-up');
    const ok = await fetch(`${baseUrl}/healthz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${baseUrl}/healthz within ${timeoutMs} ms`);
}

/**
 * One server per spec file (its own fresh fixture practice), like e2e/support/server.mjs but with a known
 * FAKE_ATHENA_PORT, so the spec can read athena's booked list and book behind the dialog's back.
 */
export function useBookingServer(): () => BookingServer {
  let server: BookingServer | undefined;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const [port, athenaPort] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, [DEMO_SERVER], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), FAKE_ATHENA_PORT: String(athenaPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    stop = () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(baseUrl, () => child.exitCode !== null);
    server = { baseUrl, athena: new FakeAthena(`http://127.0.0.1:${athenaPort}`), urlOf: (path) => `${baseUrl}${path}` };
  });
  afterAll(() => stop?.());
  return () => {
    if (!server) throw new Error('the booking server is not started yet');
    return server;
  };
}
