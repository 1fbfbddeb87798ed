import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { build } from '../test-support/build-app';
import { processLog, withEvent } from './logging';

describe('every log line names its event', () => {
  it('keeps a given event, names a fixed message after its words, and names Fastify’s own lines', () => {
    expect(withEvent([{ event: 'dependency.down', dependency: 'redis' }, 'Redis down'])).toEqual([
      { event: 'dependency.down', dependency: 'redis' },
      'Redis down',
    ]);
    expect(withEvent([{ operation: 'book', upstreamFailure: 'network' }, 'upstream failure'])).toEqual([
      { event: 'upstream.failure', operation: 'book', upstreamFailure: 'network' },
      'upstream failure',
    ]);
    const error = new Error('boom');
    expect(withEvent([{ err: error }, 'Unexpected token } in JSON at position 12'])).toEqual([
      { event: 'error', err: error },
      'Unexpected token } in JSON at position 12',
    ]);
    expect(withEvent([error, 'client error'])).toEqual([{ event: 'client.error', err: error }, 'client error']);
    expect(withEvent(['Server listening at http://127.0.0.1:3000'])).toEqual([
      { event: 'server.listening' },
      'Server listening at http://127.0.0.1:3000',
    ]);
  });

  it('gives the request lines and the process events an event field in the same JSON shape', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => lines.push(line) };
    const { app } = await build({ log: { stream } });
    await app.inject('/healthz');
    await app.close();
    processLog(stream).event('info', 'server.ready', { mode: 'production' }, 'Site and API at http://localhost:3000');
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed.map((line) => line.event)).toEqual(['request', 'server.ready']);
    expect(parsed.every((line) => line.level === 30 && typeof line.time === 'number' && typeof line.msg === 'string')).toBe(true);
  });
});

describe('the order of the log stream', () => {
  // pino's default destination writes on libuv's thread pool, the process log on the main thread. The pool is held
  // busy (one thread, a long key derivation) so a line written there comes out last, as it did under load.
  it("keeps Fastify's lines and the process log's in the order they were written, even with the thread pool busy", () => {
    const script = `
      import Fastify from 'fastify';
      import { pbkdf2 } from 'node:crypto';
      import { loggerOptions, processLog } from ${JSON.stringify(fileURLToPath(new URL('./logging.ts', import.meta.url)))};
      const app = Fastify({ logger: loggerOptions({}) });
      pbkdf2('key', 'salt', 2_000_000, 32, 'sha256', () => undefined);
      app.log.info('Server listening at http://127.0.0.1:1');
      processLog().event('info', 'server.stopped', {}, 'Stopped');
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { PATH: process.env.PATH, UV_THREADPOOL_SIZE: '1' },
      encoding: 'utf8',
    });
    expect(child.stderr).toBe('');
    const events = child.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { event: string }).event);
    expect(events).toEqual(['server.listening', 'server.stopped']);
  }, 30_000);
});
