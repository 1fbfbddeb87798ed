import { describe, expect, it } from 'vitest';
import { openSlot } from '../test-support/booking-fixtures';
import type { ClinicTime, UsDate } from '../time';
import { selectSlot } from './select-slot';

const reasons = [
  { reasonid: 2001, reason: 'Follow Up', description: '' },
  { reasonid: 2002, reason: 'Telehealth', description: '' },
];

describe('choosing a slot', () => {
  it('remembers the slot and the first reason', () => {
    // Tue Dec 1 2026, 9:30 PT.
    const outcome = selectSlot(openSlot('700', '12/01/2026', '09:30', '31'), reasons);
    expect(outcome).toEqual({
      ok: true,
      value: {
        date: '12/01/2026',
        time: '09:30',
        id: '700',
        appointmenttypeid: '31',
        departmentid: '1',
        providerid: '10',
        reasonid: 2001,
        duration: 30,
        copay: 0,
        insuranceid: '',
      },
    });
  });

  it('uses the default duration when the slot has none', () => {
    const outcome = selectSlot(openSlot('701', '12/01/2026', '10:00', '41', { duration: 0 }), reasons);
    expect(outcome.ok && outcome.value.duration).toBe(30);
  });

  it.each([
    // Only a value that skipped the edge's check can be empty: the casts stand for such a value.
    ['time', { starttime: '' as ClinicTime }],
    ['date', { date: '' as UsDate }],
    ['id', { appointmentid: '' }],
  ])('refuses a slot that has no %s', (_missing, gap) => {
    expect(selectSlot(openSlot('702', '12/01/2026', '10:30', '41', gap), reasons)).toMatchObject({ ok: false, code: 'INCOMPLETE_SLOT' });
  });
});
