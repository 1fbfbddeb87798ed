import { USAGE_COUNTERS } from '@clinic/core';
import { sql } from 'kysely';
import { beforeEach, expect, it } from 'vitest';
import { openDatabase } from '../connect/open-database';
import { describeOnBothDatabases } from '../test-support/both-databases';
import { PostgresUsageCounters } from './postgres-usage-counters';
import { usageTotals } from './usage-totals';

const MON_DEC_1_LATE = new Date('2025-12-02T07:30:00Z'); // Mon Dec 1 2025, 11:30 PM Pacific (already Tuesday in UTC)
const TUE_DEC_2 = new Date('2025-12-02T17:00:00Z'); // Tue Dec 2 2025, 9:00 AM Pacific

describeOnBothDatabases('usage counters', (database) => {
  beforeEach(async () => {
    await sql`truncate usage_counts`.execute(database.current().db);
  });

  it('adds each increment to its clinic day (Pacific, not UTC), per counter and label', async () => {
    const db = database.current().db;
    const monday = new PostgresUsageCounters(db, () => MON_DEC_1_LATE);
    const tuesday = new PostgresUsageCounters(db, () => TUE_DEC_2);
    await monday.increment(USAGE_COUNTERS.booked);
    await monday.increment(USAGE_COUNTERS.daysToVisit, { by: 4 });
    await monday.increment(USAGE_COUNTERS.bookingFailed, { label: 'SLOT_TAKEN' });
    await tuesday.increment(USAGE_COUNTERS.booked);
    await tuesday.increment(USAGE_COUNTERS.daysToVisit, { by: 2 });
    await tuesday.increment(USAGE_COUNTERS.bookingFailed, { label: 'SLOT_TAKEN' });
    await tuesday.increment(USAGE_COUNTERS.bookingFailed, { label: 'BOOKING_LIMIT' });

    expect(await usageTotals(db, { from: '2025-12-01', to: '2025-12-01' })).toEqual([
      { name: 'booked', label: '', total: 1 },
      { name: 'booking_failed', label: 'SLOT_TAKEN', total: 1 },
      { name: 'days_to_visit', label: '', total: 4 },
    ]);
    expect(await usageTotals(db, { from: '2025-12-01', to: '2025-12-02' })).toEqual([
      { name: 'booked', label: '', total: 2 },
      { name: 'booking_failed', label: 'BOOKING_LIMIT', total: 1 },
      { name: 'booking_failed', label: 'SLOT_TAKEN', total: 2 },
      { name: 'days_to_visit', label: '', total: 6 },
    ]);
    expect(await usageTotals(db, { from: '2025-12-03', to: '2025-12-31' })).toEqual([]);
  });

  it('counts all 50 increments made at the same moment from two connections (two replicas)', async () => {
    const other = await openDatabase(database.settings());
    try {
      const counters = [database.current().db, other.db].map((db) => new PostgresUsageCounters(db, () => TUE_DEC_2));
      await Promise.all(Array.from({ length: 50 }, (_, i) => counters[i % 2]!.increment(USAGE_COUNTERS.dialogOpened)));
      expect(await usageTotals(database.current().db, { from: '2025-12-02', to: '2025-12-02' })).toEqual([
        { name: 'dialog_opened', label: '', total: 50 },
      ]);
    } finally {
      await other.close();
    }
  });

  it('refuses a label that could carry patient data (anything but a code) and stores nothing', async () => {
    const counters = new PostgresUsageCounters(database.current().db, () => TUE_DEC_2);
    for (const label of ['jo.park@example.com', '8185550187', 'Anahit Sarkisian', '04/12/1968']) {
      await expect(counters.increment(USAGE_COUNTERS.bookingFailed, { label })).rejects.toThrow(RangeError);
    }
    await expect(counters.increment(USAGE_COUNTERS.daysToVisit, { by: -1 })).rejects.toThrow(RangeError);
    expect((await sql`select count(*)::int as n from usage_counts`.execute(database.current().db)).rows).toEqual([{ n: 0 }]);
  });
});
