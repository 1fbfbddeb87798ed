import { describe, expect, it } from 'vitest';
import { SchedulerError } from '../errors';
import { FixedClock } from '../test-support/fixed-clock';
import { InMemoryScheduler } from '../test-support/in-memory-scheduler';
import { openSlot, TYPES } from '../test-support/booking-fixtures';
import type { ClinicTime } from '../time';
import { searchSlots, type SlotCriteria } from './search-slots';

// Mon Nov 30 2026, 23:30 PT: already Tuesday Dec 1 in UTC.
const clock = new FixedClock(new Date('2026-12-01T07:30:00Z'));
const regular: SlotCriteria = { mode: 'appointment', patientType: 'existing', departmentId: '1', providerId: '10', reasonId: 2001 };

describe('searching open slots', () => {
  it('asks for today to 90 days ahead in clinic time, once per type that suits the patient, permission ignored', async () => {
    const scheduler = new InMemoryScheduler();
    await searchSlots({ scheduler, clock }, { ...regular, types: TYPES });
    // Existing patient: FOLLOW UP 30 and ANY 30 suit; NEW PATIENT 30 and INJECTION/ IV do not.
    expect(scheduler.callsOf('getOpenSlots')).toEqual(
      ['31', '41'].map((appointmentTypeId) => [
        {
          departmentId: '1',
          providerId: '10',
          startDate: '11/30/2026',
          endDate: '02/28/2027',
          appointmentTypeId,
          ignoreSchedulablePermission: true,
        },
      ]),
    );
  });

  it('searches by the chosen reason when the provider has no suitable type (athena returns nothing untyped)', async () => {
    const scheduler = new InMemoryScheduler();
    await searchSlots({ scheduler, clock }, regular);
    expect(scheduler.callsOf('getOpenSlots')).toEqual([]);
    expect(scheduler.calls.map((c) => c.op)).toEqual(['getOpenSlotsByReason']);
    // Issue 19 item 13: the dialog's search sends true, by reason too (booking.md §6).
    expect(scheduler.callsOf('getOpenSlotsByReason')[0]?.[0]).toMatchObject({ reasonId: 2001, ignoreSchedulablePermission: true });
  });

  // Issue 19 item 13: times already past today were offered. The clock reads Mon Nov 30 2026, 23:30 PT.
  it("leaves out today's times that have already begun in the clinic", async () => {
    const scheduler = new InMemoryScheduler();
    scheduler.slots = [
      openSlot('1', '11/30/2026', '23:00', '31'),
      openSlot('2', '11/30/2026', '23:45', '31'),
      openSlot('3', '12/01/2026', '08:00', '31'),
    ];
    const outcome = await searchSlots({ scheduler, clock }, regular);
    expect(outcome.ok && outcome.value.slots.map((s) => s.appointmentid)).toEqual(['2', '3']);
  });

  // Issue 19 item 7: one malformed slot threw inside the rules and the search never ended.
  it('ends with a message when the rules cannot read a slot', async () => {
    const scheduler = new InMemoryScheduler();
    const broken = { ...openSlot('1', '12/01/2026', '09:00', '31'), starttime: undefined as unknown as ClinicTime };
    scheduler.slots = [broken, openSlot('2', '12/01/2026', '10:00', '31')];
    expect(await searchSlots({ scheduler, clock }, regular)).toEqual({
      ok: false,
      code: 'ERROR',
      message: 'Failed to find available times: Could not load available appointment times',
      toast: 'Could not load available slots: Could not load available appointment times',
    });
  });

  // Issue 17: rescheduling looks for times of the booked visit's own type; no reason is chosen there.
  it('searches one given appointment type without a reason', async () => {
    const scheduler = new InMemoryScheduler();
    scheduler.slots = [openSlot('1', '12/01/2026', '09:00', '31')];
    const { reasonId: _none, ...byType } = regular;
    const outcome = await searchSlots({ scheduler, clock }, { ...byType, appointmentTypeId: '31' });
    expect(scheduler.callsOf('getOpenSlots').map(([q]) => (q as { appointmentTypeId?: string }).appointmentTypeId)).toEqual(['31']);
    expect(outcome.ok && outcome.value.slots.map((s) => s.appointmentid)).toEqual(['1']);
  });

  it('returns the built slots grouped by day', async () => {
    const scheduler = new InMemoryScheduler();
    scheduler.slots = [
      openSlot('2', '12/02/2026', '09:00', '31'),
      openSlot('1', '12/01/2026', '13:00', '41'),
      openSlot('3', '12/01/2026', '09:00', '21'),
    ];
    const outcome = await searchSlots({ scheduler, clock }, regular);
    expect(outcome.ok && outcome.value.days.map((d) => [d.date, d.slots.map((s) => s.appointmentid)])).toEqual([
      ['12/01/2026', ['1']],
      ['12/02/2026', ['2']],
    ]);
  });

  it('needs a reason for a regular search and an IV type for an IV search', async () => {
    const scheduler = new InMemoryScheduler();
    const { reasonId: _dropped, ...noReason } = regular;
    expect(await searchSlots({ scheduler, clock }, noReason)).toEqual({
      ok: false,
      code: 'INVALID',
      message: 'Please select a reason for visit',
    });
    expect(await searchSlots({ scheduler, clock }, { ...noReason, mode: 'iv' })).toEqual({
      ok: false,
      code: 'INVALID',
      message: 'No IV appointment type selected. Please try again.',
    });
    expect(scheduler.calls).toEqual([]);
  });

  it('says so when nothing is open, with the IV wording in IV mode', async () => {
    const scheduler = new InMemoryScheduler();
    expect(await searchSlots({ scheduler, clock }, regular)).toMatchObject({
      code: 'EMPTY',
      message: 'No available appointment slots found for the selected criteria. Try different options or a different date range.',
    });
    expect(await searchSlots({ scheduler, clock }, { ...regular, mode: 'iv', appointmentTypeId: '9', types: TYPES })).toMatchObject({
      code: 'EMPTY',
      message: 'No available IV appointment slots found. Try a different date range.',
    });
  });

  it('reports a failure on screen and in the toast with the server detail', async () => {
    const scheduler = new InMemoryScheduler().failNext(
      'getOpenSlots',
      new SchedulerError('INVALID_INPUT', 'Failed to get open appointment slots: The data provided is invalid.', 400, {
        error: 'The data provided is invalid.',
      }),
    );
    expect(await searchSlots({ scheduler, clock }, { ...regular, types: TYPES })).toEqual({
      ok: false,
      code: 'ERROR',
      message: 'Failed to find available times: The data provided is invalid.',
      toast: 'Could not load available slots: The data provided is invalid.',
    });
  });
});
