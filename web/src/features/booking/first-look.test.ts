import { initialTimeFirstState, timeFirstReducer, type AvailabilityAnswer, type GroupTimesPort } from '@clinic/core';
import { describe, expect, it } from 'vitest';
import { PREFETCH_KEPT_MS } from '../../lib/group-times-prefetch';
import { firstLookQuery, startEarlyRead, takeEarlyRead } from './first-look';

const ANSWER: AvailabilityAnswer = { status: 'fresh', asOf: '2025-12-01T16:00:00.000Z', slots: [] };
const NEAR = firstLookQuery('appointment');

/** An index port that answers every read with ANSWER and counts them. */
function countedTimes() {
  const reads = { count: 0 };
  const times: GroupTimesPort = { groupTimes: () => (reads.count++, Promise.resolve(ANSWER)) };
  return { times, reads };
}

describe("the dialog's first read, started on the tap (decision 106)", () => {
  it('is the read the list makes first when it opens with booking.md §2’s defaults', () => {
    const [firstRead] = timeFirstReducer(initialTimeFirstState, {
      type: 'timesRequested',
      query: { patientType: 'new', mode: 'iv' },
    }).loads;
    expect(firstLookQuery('iv')).toEqual(firstRead!.query);
  });

  it('is handed to the list once, with its answer when in; the next read of the same query is the list’s own', async () => {
    const { times, reads } = countedTimes();
    startEarlyRead(times, NEAR, 1_000);
    await Promise.resolve();
    const taken = takeEarlyRead(times, NEAR, 2_000);
    expect(taken?.settled).toEqual(ANSWER);
    expect(await taken?.answer).toEqual(ANSWER);
    expect(takeEarlyRead(times, NEAR, 2_000)).toBeUndefined();
    expect(reads.count).toBe(1);
  });

  it('is not handed to another port, another query, nor once older than a prefetch may be', () => {
    const { times } = countedTimes();
    startEarlyRead(times, NEAR, 1_000);
    expect(takeEarlyRead(countedTimes().times, NEAR, 1_000)).toBeUndefined();
    expect(takeEarlyRead(times, firstLookQuery('iv'), 1_000)).toBeUndefined();
    expect(takeEarlyRead(times, { ...NEAR, patientType: 'existing' }, 1_000)).toBeUndefined();
    expect(takeEarlyRead(times, NEAR, 1_000 + PREFETCH_KEPT_MS)).toBeUndefined();
  });

  it('is forgotten when it fails, so the list reads for itself', async () => {
    const failing: GroupTimesPort = { groupTimes: () => Promise.reject(new TypeError('offline')) };
    startEarlyRead(failing, NEAR, 1_000);
    await new Promise((resolve) => setTimeout(resolve));
    expect(takeEarlyRead(failing, NEAR, 1_000)).toBeUndefined();
  });
});
