// The production entry's stdout is one JSON log stream (issue #36 item 5): this starts `server/src/main.ts` as an
// operator would, against a throwaway PostgreSQL and the fake athena holding other credentials, then stops it.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { FAKE_ATHENA_CREDENTIALS, startFakeAthena, type RunningFakeAthena } from '@clinic/fake-athena';
import { createTinyFixtureStore } from '@clinic/fake-athena/test-support';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../database/src/test-support/throwaway-postgres';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let postgres: ThrowawayPostgres;
let athena: RunningFakeAthena;
let dir: string;
beforeAll(async () => {
  [postgres, athena] = await Promise.all([
    startThrowawayPostgres(),
    startFakeAthena({ host: '127.0.0.1', port: 0, store: createTinyFixtureStore() }),
  ]);
  dir = mkdtempSync(join(tmpdir(), 'clinic-production-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Home</title>');
}, 60_000);
afterAll(async () => {
  await Promise.all([postgres?.stop(), athena?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

type Line = Record<string, unknown>;

// A server that never logged what the test waits for is stopped with the test, not left running.
let running: ChildProcess | undefined;
afterEach(() => {
  if (running?.exitCode === null) running.kill('SIGKILL');
});

describe('the production entry', () => {
  it('writes only JSON lines, each with an event, from start to shutdown, and says at start that athena refused its secret', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        CLINIC_MODE: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        ATHENA_BASE_URL: athena.url,
        ATHENA_PRACTICE_ID: FAKE_ATHENA_CREDENTIALS.practiceId,
        ATHENA_CLIENT_ID: FAKE_ATHENA_CREDENTIALS.clientId,
        ATHENA_CLIENT_SECRET: 'not-the-secret-athena-knows',
        DATABASE_URL: postgres.url,
        SESSION_SECRET: 'a-fixed-session-secret-of-32-chars!',
        SMTP_URL: 'smtp://127.0.0.1:1',
        MAIL_FROM: 'appointments@example.org',
        SITE_URL: 'http://localhost',
        WEB_DIST: dir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running = child;
    const lines: string[] = [];
    const stderr: string[] = [];
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    const exited = once(child, 'exit');
    // Stopped once the start-up check of athena has been logged: every kind of start-up line is then out.
    for await (const line of createInterface({ input: child.stdout })) {
      lines.push(line);
      if (line.includes('"athena.start_check"')) child.kill('SIGTERM');
    }
    const [code] = await exited;

    const parsed = lines.map((line) => JSON.parse(line) as Line);
    expect(stderr.join('')).toBe('');
    expect(code).toBe(0);
    // Fastify's logger and the process log write on their own, so only the first and the last are in a fixed order.
    const events = parsed.map((line) => line.event);
    expect([...events].sort()).toEqual(
      ['server.starting', 'server.listening', 'server.ready', 'athena.start_check', 'server.stopping', 'server.stopped'].sort(),
    );
    expect([events[0], events.at(-1)]).toEqual(['server.starting', 'server.stopped']);
    expect(parsed.find((line) => line.event === 'athena.start_check')).toMatchObject({
      dependency: 'athena',
      result: 'failed',
      reason: 'UNAUTHORIZED',
      msg: expect.stringContaining('ATHENA_CLIENT_SECRET'),
    });
    expect(parsed.find((line) => line.event === 'server.ready')).toMatchObject({ mode: 'production', url: `http://127.0.0.1:${port}` });
    expect(lines.join('\n')).not.toContain('not-the-secret-athena-knows');
  }, 60_000);
});
