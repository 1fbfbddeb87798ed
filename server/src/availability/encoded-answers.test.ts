import { availableSlotSchema, type AvailabilityAnswer, type AvailableSlot } from '@clinic/core';
import { describe, expect, it } from 'vitest';
import { EncodedAnswers } from './encoded-answers';

const slot = (appointmentid: string, starttime: string): AvailableSlot =>
  availableSlotSchema.parse({
    appointmentid,
    date: '12/01/2025', // Mon Dec 1 2025
    starttime,
    departmentid: '1',
    providerid: '2',
    appointmenttypeid: '3',
    appointmenttype: 'New Patient',
    duration: 30,
  });
const NINE = slot('101', '09:00');
const TEN = slot('102', '10:00');
const answer = (...slots: AvailableSlot[]): AvailabilityAnswer => ({ status: 'fresh', asOf: '2025-12-01T16:00:00.000Z', slots });
const NEW = { patientType: 'new', mode: 'appointment' } as const;

function counted() {
  const encoded: string[] = [];
  const answers = new EncodedAnswers(async (json, encoding) => (encoded.push(encoding), `${encoding}:${json}`));
  return { answers, encoded };
}

describe('the availability answers as sent', () => {
  it('serialises and compresses an answer once while the index state holds', async () => {
    const { answers, encoded } = counted();
    const state = {};
    const first = answers.of(state, NEW, answer(NINE, TEN));
    expect(await first.body('br')).toBe(`br:${JSON.stringify(answer(NINE, TEN))}`);
    const again = answers.of(state, NEW, answer(NINE, TEN));
    expect(await again.body('br')).toBe(await first.body('br'));
    expect(again.etag).toBe(first.etag);
    expect(encoded).toEqual(['br']);
    await again.body('gzip');
    expect(encoded).toEqual(['br', 'gzip']);
  });

  it('builds a new body for a new index state (a refresh or a booking) and for another query', async () => {
    const { answers, encoded } = counted();
    const before = answers.of({}, NEW, answer(NINE, TEN));
    await before.body('br');
    await answers.of({}, NEW, answer(NINE, TEN)).body('br');
    await answers.of({}, { ...NEW, days: 14 }, answer(NINE, TEN)).body('br');
    expect(encoded).toEqual(['br', 'br', 'br']);
  });

  it('builds a new body when the clock changes the answer within one state: a time begun, the status', async () => {
    const { answers } = counted();
    const state = {};
    const atEight = answers.of(state, NEW, answer(NINE, TEN));
    const atNineThirty = answers.of(state, NEW, answer(TEN));
    expect(JSON.parse((await atNineThirty.body('identity')).toString().slice('identity:'.length))).toEqual(answer(TEN));
    expect(atNineThirty.etag).not.toBe(atEight.etag);
    const stale = answers.of(state, NEW, { ...answer(TEN), status: 'stale' });
    expect(stale.etag).not.toBe(atNineThirty.etag);
  });

  it('keeps no failed compression: the next request tries again', async () => {
    let fail = true;
    const answers = new EncodedAnswers(async (json) => {
      if (fail) throw new Error('out of memory');
      return json;
    });
    const state = {};
    await expect(answers.of(state, NEW, answer(NINE)).body('br')).rejects.toThrow('out of memory');
    fail = false;
    expect(await answers.of(state, NEW, answer(NINE)).body('br')).toBe(JSON.stringify(answer(NINE)));
  });
});
