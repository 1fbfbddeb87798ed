import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

/** Whether a PING on `port` gets +PONG back. */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('error', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });
}

/**
 * A throwaway redis-server on a free loopback port, nothing persisted. `stop()` and `start()` again keep the
 * port, so a test can take Redis away from running apps and give it back.
 */
export async function startRedisServer() {
  const dir = await mkdtemp(join(tmpdir(), 'clinic-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    const started = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
      stdio: 'ignore',
    });
    child = started;
    const exited = once(started, 'exit').then(() => {
      throw new Error(`redis-server exited before answering on port ${port}`);
    });
    exited.catch(() => {});
    // redis-server has no readiness signal on stdout we can rely on across versions: ask until it answers.
    for (;;) {
      if (await Promise.race([pings(port), exited])) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async function stop(): Promise<void> {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGTERM');
    await exited;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    close: async () => {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type RedisServer = Awaited<ReturnType<typeof startRedisServer>>;
