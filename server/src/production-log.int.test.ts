// The production entry's stdout is one JSON log stream (issue #36 item 5): this starts `server/src/main.ts` as an
// operator would, against a throwaway PostgreSQL and the fake athena holding other credentials, then stops it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAKE_ATHENA_CREDENTIALS, startFakeAthena, type RunningFakeAthena } from '@clinic/fake-athena';
import { createTinyFixtureStore } from '@clinic/fake-athena/test-support';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../database/src/test-support/throwaway-postgres';
import { startProductionEntry, type ProductionEntry } from './test-support/production-entry';

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

type Line = Record<string, unknown>;

// A server that never logged what the test waits for is stopped with the test, not left running.
let running: ProductionEntry | undefined;
afterEach(async () => {
  await running?.stop('SIGKILL');
});

describe('the production entry', () => {
  it('writes only JSON lines, each with an event, from start to shutdown, and says at start that athena refused its secret', async () => {
    const entry = await startProductionEntry({
      ATHENA_BASE_URL: athena.url,
      ATHENA_PRACTICE_ID: FAKE_ATHENA_CREDENTIALS.practiceId,
      ATHENA_CLIENT_ID: FAKE_ATHENA_CREDENTIALS.clientId,
      ATHENA_CLIENT_SECRET: 'not-the-secret-athena-knows',
      DATABASE_URL: postgres.url,
      SESSION_SECRET: 'a-fixed-session-secret-of-32-chars!',
      WAITLIST_KEY: 'a-fixed-waitlist-key-of-32-chars!!',
      SMTP_URL: 'smtp://127.0.0.1:1',
      MAIL_FROM: 'appointments@example.org',
      SITE_URL: 'http://localhost',
      WEB_DIST: dir,
    });
    running = entry;
    // Stopped once the start-up check of athena has been logged: every kind of start-up line is then out.
    await entry.line('athena.start_check', (line) => line.includes('"athena.start_check"'));
    const code = await entry.stop();
    const { lines, stderr } = entry;

    const parsed = lines.map((line) => JSON.parse(line) as Line);
    expect(stderr.join('')).toBe('');
    expect(code).toBe(0);
    // Fastify's logger and the process log write on their own, so only the first and the last are in a fixed order.
    // The availability index's first read fails on the same secret (once, or again at a later tick): said apart.
    const indexReads = parsed.filter((line) => line.event === 'availability.read_failed');
    expect(indexReads[0]).toMatchObject({ part: 'whole', reason: 'UNAUTHORIZED' });
    const events = parsed.map((line) => line.event).filter((event) => event !== 'availability.read_failed');
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
    expect(parsed.find((line) => line.event === 'server.ready')).toMatchObject({ mode: 'production', url: entry.url });
    expect(lines.join('\n')).not.toContain('not-the-secret-athena-knows');
  }, 60_000);
});
