import { describe, expect, it } from 'vitest';
import type { AvailabilityAnswer, AvailabilityQuery } from '../../availability/availability-contract';
import { openSlot } from '../../test-support/booking-fixtures';
import {
  FIRST_LOOK_DAYS,
  initialTimeFirstState,
  timeFirstReducer,
  timeFirstView,
  waitsToRetry,
  type TimeFirstState,
} from './time-first-state';

const NEW: AvailabilityQuery = { patientType: 'new', mode: 'appointment' };
const EXISTING: AvailabilityQuery = { patientType: 'existing', mode: 'appointment' };
const factsOf = () => undefined;
// Tue Dec 1, 2026, 9:00 and 9:30 clinic time.
const SLOTS = [
  openSlot('7001', '12/01/2026', '09:00', '41', { providerid: '2' }),
  openSlot('7002', '12/01/2026', '09:30', '41', { providerid: '3' }),
];
const answer = (status: AvailabilityAnswer['status'], slots = SLOTS): AvailabilityAnswer => ({
  status,
  // 17:41 UTC is 9:41 AM in the clinics' time zone (Pacific Standard Time, UTC-8).
  asOf: '2026-11-27T17:41:00.000Z',
  slots: status === 'unavailable' ? [] : slots,
});

function loaded(query: AvailabilityQuery, a: AvailabilityAnswer): TimeFirstState {
  const asked = timeFirstReducer(initialTimeFirstState, { type: 'timesRequested', query });
  return timeFirstReducer(asked, { type: 'timesLoaded', key: asked.loads[0]!.key, answer: a });
}

function failed(query: AvailabilityQuery): TimeFirstState {
  const asked = timeFirstReducer(initialTimeFirstState, { type: 'timesRequested', query });
  return timeFirstReducer(asked, { type: 'timesFailed', key: asked.loads[0]!.key });
}

describe('the time-first list', () => {
  it('starts one read of the near days for the query and shows the answer soonest first', () => {
    const asked = timeFirstReducer(initialTimeFirstState, { type: 'timesRequested', query: NEW });
    expect(asked.loads).toEqual([{ key: asked.inFlight, query: { ...NEW, days: FIRST_LOOK_DAYS } }]);
    expect(timeFirstView(asked, factsOf).loading).toBe(true);
    const view = timeFirstView(loaded(NEW, answer('fresh')), factsOf);
    expect(view).toMatchObject({ loading: false, freshness: { kind: 'fresh' }, days: ['12/01/2026'] });
    expect(view.times.map((s) => s.appointmentid)).toEqual(['7001', '7002']);
  });

  it('drops an answer that belongs to an older query', () => {
    const first = timeFirstReducer(initialTimeFirstState, { type: 'timesRequested', query: NEW });
    const second = timeFirstReducer(first, { type: 'timesRequested', query: EXISTING });
    const late = timeFirstReducer(second, { type: 'timesLoaded', key: first.loads[0]!.key, answer: answer('fresh') });
    expect(late.answer).toBeUndefined();
    expect(timeFirstView(late, factsOf).loading).toBe(true);
  });

  it('says how old stale times are, in clinic time, and still shows them', () => {
    const view = timeFirstView(loaded(NEW, answer('stale')), factsOf);
    expect(view.freshness).toEqual({ kind: 'stale', message: 'Times as of 9:41 AM' });
    expect(view.times).toHaveLength(2);
  });

  it('shows no time when the index has none fresh enough, or the read failed', () => {
    expect(timeFirstView(loaded(NEW, answer('unavailable')), factsOf)).toMatchObject({ freshness: { kind: 'unavailable' }, times: [] });
    const asked = timeFirstReducer(initialTimeFirstState, { type: 'timesRequested', query: NEW });
    const failed = timeFirstReducer(asked, { type: 'timesFailed', key: asked.loads[0]!.key });
    expect(timeFirstView(failed, factsOf)).toMatchObject({ loading: false, freshness: { kind: 'unavailable' }, times: [] });
  });

  it('after a lost race reads the list again and never shows the taken time, even in an answer that still lists it', () => {
    const taken = timeFirstReducer(loaded(NEW, answer('fresh')), { type: 'slotTaken', appointmentId: '7001' });
    expect(taken.loads).toEqual([{ key: taken.inFlight, query: { ...NEW, days: FIRST_LOOK_DAYS } }]);
    expect(timeFirstView(taken, factsOf).times.map((s) => s.appointmentid)).toEqual(['7002']);
    const refreshed = timeFirstReducer(taken, { type: 'timesLoaded', key: taken.inFlight!, answer: answer('fresh') });
    expect(timeFirstView(refreshed, factsOf).times.map((s) => s.appointmentid)).toEqual(['7002']);
  });

  it('keeps the filters across reads', () => {
    const filtered = timeFirstReducer(loaded(NEW, answer('fresh')), { type: 'filtersChanged', filters: { providerId: '3' } });
    expect(timeFirstView(filtered, factsOf).times.map((s) => s.appointmentid)).toEqual(['7002']);
    const again = timeFirstReducer(filtered, { type: 'timesRequested', query: EXISTING });
    expect(again.filters).toEqual({ providerId: '3' });
  });

  it('paints the near days first, then reads the whole window and shows it in their place', () => {
    const near = loaded(NEW, answer('fresh', SLOTS.slice(0, 1)));
    expect(timeFirstView(near, factsOf).times.map((t) => t.appointmentid)).toEqual(['7001']);
    expect(near.loads).toEqual([{ key: near.inFlight, query: NEW }]);
    const whole = timeFirstReducer(near, { type: 'timesLoaded', key: near.inFlight!, answer: answer('fresh') });
    expect(whole.loads).toEqual([]);
    expect(timeFirstView(whole, factsOf).times.map((t) => t.appointmentid)).toEqual(['7001', '7002']);
  });

  it('keeps the near times when the whole window cannot be read', () => {
    const near = loaded(NEW, answer('fresh', SLOTS.slice(0, 1)));
    const failed = timeFirstReducer(near, { type: 'timesFailed', key: near.inFlight! });
    expect(timeFirstView(failed, factsOf)).toMatchObject({ loading: false, freshness: { kind: 'fresh' } });
    expect(timeFirstView(failed, factsOf).times.map((t) => t.appointmentid)).toEqual(['7001']);
  });

  it('reads no further when the index cannot show times, and says "loading", not "none", while near days are empty', () => {
    expect(loaded(NEW, answer('unavailable')).loads).toEqual([]);
    const emptyNear = loaded(NEW, answer('fresh', []));
    expect(timeFirstView(emptyNear, factsOf).loading).toBe(true);
    const whole = timeFirstReducer(emptyNear, { type: 'timesLoaded', key: emptyNear.inFlight!, answer: answer('fresh', []) });
    expect(timeFirstView(whole, factsOf).loading).toBe(false);
  });

  it('asks the index again later while it can show no time, keeping the notice on screen until the answer comes', () => {
    for (const nothing of [loaded(NEW, answer('unavailable')), failed(NEW)]) {
      expect(waitsToRetry(nothing)).toBe(true);
      const again = timeFirstReducer(nothing, { type: 'timesRetried' });
      expect(again.loads).toEqual([{ key: again.inFlight, query: { ...NEW, days: FIRST_LOOK_DAYS } }]);
      expect(waitsToRetry(again)).toBe(false);
      expect(timeFirstView(again, factsOf)).toMatchObject({ loading: false, freshness: { kind: 'unavailable' }, times: [] });
      const back = timeFirstReducer(again, { type: 'timesLoaded', key: again.inFlight!, answer: answer('fresh') });
      expect(timeFirstView(back, factsOf).times.map((s) => s.appointmentid)).toEqual(['7001', '7002']);
    }
  });

  it('does not read again while times show, stale ones included, or while a read is on its way', () => {
    const asked = timeFirstReducer(initialTimeFirstState, { type: 'timesRequested', query: NEW });
    for (const state of [initialTimeFirstState, asked, loaded(NEW, answer('fresh')), loaded(NEW, answer('stale'))]) {
      expect(waitsToRetry(state)).toBe(false);
      expect(timeFirstReducer(state, { type: 'timesRetried' }).loads).toEqual([]);
    }
  });
});
