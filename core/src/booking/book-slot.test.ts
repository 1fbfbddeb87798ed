import { describe, expect, it } from 'vitest';
import { detailsFor, openSlot, TYPES } from '../test-support/booking-fixtures';
import { InMemoryScheduler } from '../test-support/in-memory-scheduler';
import { bookingTypeId, bookSlot } from './book-slot';

describe('the appointment type a booking uses', () => {
  // Tue Dec 1 2026, 9:00 PT.
  const followUp = detailsFor(openSlot('1', '12/01/2026', '09:00', '31'));

  it('keeps the slot type when the patient may use it', () => {
    expect(bookingTypeId(followUp, { patientType: 'existing', types: TYPES })).toBe('31');
  });

  it('maps it by duration when the patient may not', () => {
    expect(bookingTypeId(followUp, { patientType: 'new', types: TYPES })).toBe('21');
  });

  it('leaves IV bookings and bookings without known types alone', () => {
    const iv = detailsFor(openSlot('2', '12/01/2026', '09:00', '9'));
    expect(bookingTypeId(iv, { patientType: 'new', mode: 'iv', types: TYPES })).toBe('9');
    expect(bookingTypeId(followUp, { patientType: 'new' })).toBe('31');
  });
});

describe('booking a slot', () => {
  // Tue Dec 1 2026, 9:00 PT.
  const details = detailsFor(openSlot('1', '12/01/2026', '09:00', '31'));

  const keysOf = (scheduler: InMemoryScheduler) =>
    scheduler.callsOf('bookAppointment').map(([b]) => (b as { idempotencyKey: string }).idempotencyKey);

  it("sends the driver's attempt key so a repeat of the same attempt is replayed, not booked twice", async () => {
    const scheduler = new InMemoryScheduler();
    const context = { patientType: 'existing', idempotencyKey: 'attempt-7f3a' } as const;
    await bookSlot(scheduler, { details, patientId: '5001', insuranceId: '88', context });
    await bookSlot(scheduler, { details, patientId: '5001', insuranceId: '88', context });
    const [first, again] = keysOf(scheduler);
    expect(first).toMatch(/^attempt-7f3a\.[0-9a-f]{8}$/);
    expect(again).toBe(first);
  });

  // Issue 19 item 1: the same key with another body was refused ("key already used for a different booking").
  it('gives a changed booking (another note, no insurance) its own key, so it is never refused as a reused key', async () => {
    const scheduler = new InMemoryScheduler();
    const context = { patientType: 'existing', idempotencyKey: 'attempt-7f3a' } as const;
    await bookSlot(scheduler, { details, patientId: '5001', insuranceId: '88', context });
    await bookSlot(scheduler, { details, patientId: '5001', context });
    await bookSlot(scheduler, { details, patientId: '5001', insuranceId: '88', context: { ...context, notes: 'Interpreter (Spanish)' } });
    expect(new Set(keysOf(scheduler)).size).toBe(3);
  });

  it('falls back to a key of slot and patient when the driver gives none', async () => {
    const scheduler = new InMemoryScheduler();
    await bookSlot(scheduler, { details, patientId: '5001', context: { patientType: 'existing' } });
    expect(keysOf(scheduler)[0]).toMatch(/^1:5001\.[0-9a-f]{8}$/);
  });

  // Issue 19 item 1: after an unanswered try, "taken" may mean taken by that very try.
  it('says the outcome is unknown, not "someone else", when a retry after an unanswered try finds the slot taken', async () => {
    const scheduler = new InMemoryScheduler();
    expect(await bookSlot(scheduler, { details, patientId: '5001', context: { patientType: 'existing', outcomeUnknown: true } })).toEqual({
      ok: false,
      code: 'PENDING',
      message:
        'We could not confirm your booking in time. It may have gone through: please call our office at (818) 555-0142 before booking again.',
    });
    expect(await bookSlot(scheduler, { details, patientId: '5001', context: { patientType: 'existing' } })).toMatchObject({
      code: 'SLOT_TAKEN',
    });
  });
});
