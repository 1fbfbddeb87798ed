import { openDatabase, PostgresMailQueue, type OpenDatabase } from '@clinic/database';
import { freshEmbeddedDataDir } from '@clinic/database/test-support';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runInProcess } from '../test-support/run-in-process';

// The embedded database held open here, as the running server would hold it; each CLI run joins it.
let dataDir: string;
let server: OpenDatabase;
beforeAll(async () => {
  dataDir = await freshEmbeddedDataDir('clinic-cli-mail-');
  server = await openDatabase({ dataDir });
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const clinic = (...args: string[]) => runInProcess(args, { env: { DATA_DIR: dataDir } });

it('clinic mail queue lists what waits and, with --failed, what was given up or capped; never an address', async () => {
  const now = new Date('2025-12-01T17:30:00Z'); // Mon Dec 1 2025, 9:30 AM Pacific
  const queue = new PostgresMailQueue(server.db, {
    secret: 'a-test-secret-of-at-least-32-characters!!',
    confirmationsPerDay: 1,
    now: () => now,
  });
  const mail = {
    kind: 'booking-confirmation' as const,
    to: { email: 'jo@example.com', name: 'Jo Park' },
    subject: 'Booked',
    text: 'Jo Park',
  };
  await queue.enqueue({ ...mail, dedupeKey: 'booking-confirmation:1' });
  await queue.enqueue({ ...mail, dedupeKey: 'booking-confirmation:2' });

  const all = await clinic('mail', 'queue', '--json');
  expect(all.code).toBe(0);
  expect(JSON.parse(all.stdout)).toEqual({
    mail: [
      { id: '2', kind: 'booking-confirmation', state: 'capped', attempts: 0, queued: '12/01/2025 9:30 AM', nextAttempt: '', lastError: '' },
      {
        id: '1',
        kind: 'booking-confirmation',
        state: 'pending',
        attempts: 0,
        queued: '12/01/2025 9:30 AM',
        nextAttempt: '12/01/2025 9:30 AM',
        lastError: '',
      },
    ],
  });
  const failed = await clinic('mail', 'queue', '--failed');
  expect(failed.stdout).toMatch(/^\s*ID\s+KIND\s+STATE/m);
  expect(failed.stdout).toMatch(/2\s+booking-confirmation\s+capped/);
  expect(failed.stdout).not.toMatch(/pending|example\.com|Jo Park/);
}, 60_000);
