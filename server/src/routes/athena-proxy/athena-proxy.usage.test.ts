import { addClinicDays, clinicDaysBetween, clinicInstant, formatUsDate, parseUsDate } from '@clinic/core';
import { PERSONAS, createFixtureStore } from '@clinic/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppOptions } from '../../app';
import { boundTo, buildStack, proxy } from '../../test-support/build-app';
import { MemoryUsageCounters } from '../../test-support/memory-usage-counters';

const TODAY = { year: 2025, month: 12, day: 1 }; // Mon Dec 1 2025
const NOW = clinicInstant(TODAY, '09:30'); // Mon Dec 1, 9:30 AM PT

let close: () => Promise<void> = async () => {};
afterEach(() => close());

/** The proxy over the fake athena, counting into `usage`, and keyed bookings of its slots 3 to 14 days ahead. */
async function bookingStack(usage: MemoryUsageCounters, app: Partial<AppOptions> = {}) {
  const stack = await buildStack({
    store: createFixtureStore({ today: TODAY }),
    app: { usageCounters: usage, now: () => NOW.getTime(), ...app },
  });
  close = stack.close;
  const window = { startDate: formatUsDate(addClinicDays(TODAY, 3)), endDate: formatUsDate(addClinicDays(TODAY, 14)) };
  const slots = stack.store.openSlots({ departmentId: '1', ...window });
  const book = (patientId: string, key: string, { slot = slots[0]!, bound = true } = {}) =>
    stack.app.inject(
      proxy(`/appointments/${slot.appointmentid}`, 'PUT', `patientid=${patientId}&appointmenttypeid=${slot.appointmenttypeid}`, {
        ...(bound ? boundTo(patientId) : {}),
        'idempotency-key': key,
      }),
    );
  return { slot: slots[0]!, slots, book, settled: () => stack.app.usageCounters.idle() };
}

describe("the proxy's booking outcomes in the usage counters", () => {
  it('counts a booking once with its days to the visit, not its replay, and a slot lost to another patient as SLOT_TAKEN', async () => {
    const usage = new MemoryUsageCounters();
    const { slot, book, settled } = await bookingStack(usage);

    expect((await book(PERSONAS.withInsurance.patientid, 'usage-key-0001')).statusCode).toBe(200);
    expect((await book(PERSONAS.withInsurance.patientid, 'usage-key-0001')).headers['idempotent-replayed']).toBe('true');
    expect((await book(PERSONAS.withoutInsurance.patientid, 'usage-key-0002')).statusCode).toBe(409);
    await settled();

    const days = clinicDaysBetween(TODAY, parseUsDate(slot.date)!);
    expect(days).toBeGreaterThanOrEqual(3);
    expect(usage.snapshot()).toEqual({ booked: 1, days_to_visit: days, 'booking_failed{SLOT_TAKEN}': 1 });
  });

  it("counts the proxy's own refusals under their codes: a booking limit, an expired binding, a busy minute", async () => {
    const usage = new MemoryUsageCounters();
    const { slots, book, settled } = await bookingStack(usage, {
      limits: { bookingsPerHour: { max: 1, windowMs: 3_600_000 }, perOperation: { max: 3, windowMs: 60_000 } },
    });
    const P = PERSONAS.withInsurance.patientid;
    expect((await book(P, 'usage-key-0011', { slot: slots[0]! })).statusCode).toBe(200);
    const overLimit = await book(P, 'usage-key-0012', { slot: slots[1]! });
    expect(overLimit.json()).toMatchObject({ code: 'BOOKING_LIMIT' });
    const unbound = await book(PERSONAS.withoutInsurance.patientid, 'usage-key-0013', { slot: slots[2]!, bound: false });
    expect(unbound.json()).toMatchObject({ code: 'BOOKING_SESSION_INVALID' });
    expect((await book(P, 'usage-key-0014', { slot: slots[3]! })).statusCode).toBe(429);
    await settled();
    expect(usage.snapshot()).toEqual({
      booked: 1,
      days_to_visit: expect.any(Number),
      'booking_failed{BOOKING_LIMIT}': 1,
      'booking_failed{BOOKING_SESSION_INVALID}': 1,
      'booking_failed{RATE_LIMITED}': 1,
    });
  });

  it('books even when the database cannot take the count', async () => {
    const usage = new MemoryUsageCounters();
    usage.failing = true;
    const { book, settled } = await bookingStack(usage);
    expect((await book(PERSONAS.withInsurance.patientid, 'usage-key-0003')).statusCode).toBe(200);
    await settled();
    expect(usage.snapshot()).toEqual({});
  });
});
