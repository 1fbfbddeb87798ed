import { USAGE_COUNTERS } from '@clinic/core';
import { openDatabase, PostgresUsageCounters, type OpenDatabase } from '@clinic/database';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../test-support/run-in-process';

// The embedded database held open here, as the running server would hold it; each CLI run joins it.
let dataDir: string;
let server: OpenDatabase;
const NOV_3 = new Date('2025-11-03T18:00:00Z'); // Mon Nov 3 2025, 10:00 AM Pacific
const NOV_30_LATE = new Date('2025-12-01T07:30:00Z'); // Sun Nov 30 2025, 11:30 PM Pacific (Dec 1 in UTC)
const DEC_1 = '2025-12-01T17:00:00Z'; // Mon Dec 1 2025, 9:00 AM Pacific: "today" for the CLI

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'clinic-cli-report-'));
  server = await openDatabase({ dataDir });
  const early = new PostgresUsageCounters(server.db, () => NOV_3);
  const late = new PostgresUsageCounters(server.db, () => NOV_30_LATE);
  for (let i = 0; i < 8; i++) await early.increment(USAGE_COUNTERS.dialogOpened);
  await early.increment(USAGE_COUNTERS.timeChosen, { label: 'time_first' });
  await early.increment(USAGE_COUNTERS.booked);
  await early.increment(USAGE_COUNTERS.daysToVisit, { by: 3 });
  await late.increment(USAGE_COUNTERS.timeChosen, { label: 'by_provider' });
  await late.increment(USAGE_COUNTERS.booked);
  await late.increment(USAGE_COUNTERS.daysToVisit, { by: 6 });
  await late.increment(USAGE_COUNTERS.bookingFailed, { label: 'SLOT_TAKEN' });
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const clinic = (...args: string[]) => runInProcess(args, { env: { DATA_DIR: dataDir }, now: DEC_1 });

describe('clinic report bookings', () => {
  it('prints --json: the window, the conversion from dialog opened to booked, the mean days to visit, every counter', async () => {
    const run = await clinic('report', 'bookings', '--from', '2025-11-01', '--to', '2025-11-30', '--json');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ from: '2025-11-01', to: '2025-11-30', conversionPercent: 25, meanDaysToVisit: 4.5 });
    expect(report.counters).toEqual(
      expect.arrayContaining([
        { counter: 'dialog_opened', label: '', total: 8 },
        { counter: 'time_chosen', label: 'by_provider', total: 1 },
        { counter: 'time_chosen', label: 'time_first', total: 1 },
        { counter: 'booked', label: '', total: 2 },
        { counter: 'booking_failed', label: 'SLOT_TAKEN', total: 1 },
        { counter: 'days_to_visit', label: '', total: 9 },
        // The waitlist's counters are reported too, at 0 until it counts.
        { counter: 'offers_sent', label: '', total: 0 },
      ]),
    );
    expect(report.counters.map((r: { counter: string }) => r.counter)[0]).toBe('dialog_opened');
  });

  it('reads the last 30 clinic days by default, and counts a late-evening event on its Pacific day', async () => {
    const defaults = JSON.parse((await clinic('report', 'bookings', '--json')).stdout);
    expect(defaults).toMatchObject({ from: '2025-11-02', to: '2025-12-01', conversionPercent: 25 });
    // Sun Nov 30, 11:30 PM Pacific is Nov 30's, not Dec 1's.
    const dec1 = JSON.parse((await clinic('report', 'bookings', '--from', '2025-12-01', '--json')).stdout);
    expect(dec1).toMatchObject({ from: '2025-12-01', to: '2025-12-01', conversionPercent: '', meanDaysToVisit: '' });
    expect(dec1.counters.every((r: { total: number }) => r.total === 0)).toBe(true);
  });

  it('prints a table a manager reads, and CSV with a header row for a spreadsheet', async () => {
    const table = await clinic('report', 'bookings', '--from', '2025-11-01', '--to', '2025-11-30');
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('Online booking, clinic days 2025-11-01 to 2025-11-30');
    expect(table.stdout).toContain('Dialog opened → booked: 25% · mean days from booking to visit: 4.5');
    expect(table.stdout).toMatch(/^COUNTER\s+LABEL\s+TOTAL$/m);
    expect(table.stdout).toMatch(/^booking_failed\s+SLOT_TAKEN\s+1$/m);
    const csv = await clinic('report', 'bookings', '--from', '2025-11-01', '--to', '2025-11-30', '--csv');
    expect(csv.code).toBe(0);
    expect(csv.stdout.split(/\r?\n/).slice(0, 3)).toEqual(['counter,label,total', 'dialog_opened,,8', 'times_shown,,0']);
  });

  it.each([
    [['--from', '11/01/2025'], '--from must be a real date as YYYY-MM-DD, got "11/01/2025"'],
    [['--to', '2025-02-30'], '--to must be a real date as YYYY-MM-DD, got "2025-02-30"'],
    [['--from', '2025-11-30', '--to', '2025-11-01'], '--to 2025-11-01 is before --from 2025-11-30; give the earlier date as --from'],
    [['--json', '--csv'], '--json and --csv cannot be used together; pick one'],
  ])('refuses %j with exit status 2 and one line', async (args, message) => {
    const run = await clinic('report', 'bookings', ...args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(message);
  });
});
