// Starts the built demo server (`node server/dist/demo.js`, what `npm start` runs) on free loopback ports; shared
// by the browser tests and the Lighthouse bench (web/bench), hence plain JavaScript.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** The demo entry: the site with its banner, the API, and the embedded fake athena. */
export const DEMO_SERVER = 'server/dist/demo.js';

/** A free TCP port on the loopback interface. @returns {Promise<number>} */
export function freePort() {
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
async function waitForHealth(baseUrl, child, timeoutMs = 20_000) {
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
 * Starts the demo server with its embedded fake athena; `stop()` ends that process only.
 * @param {string} repoRoot
 * @returns {Promise<{ baseUrl: string, stop: () => Promise<void> }>}
 */
export async function startServer(repoRoot) {
  const [port, fakeAthenaPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, [DEMO_SERVER], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), FAKE_ATHENA_PORT: String(fakeAthenaPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(undefined);
      child.once('exit', () => resolve(undefined));
      child.kill('SIGTERM');
    });
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
