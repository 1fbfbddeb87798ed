import { addClinicDays, clinicDaysBetween, clinicInstant, formatUsDate, parseUsDate } from '@clinic/core';
import { PERSONAS, createFixtureStore } from '@clinic/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { boundTo, buildStack, proxy } from '../../test-support/build-app';
import { MemoryUsageCounters } from '../../test-support/memory-usage-counters';

const TODAY = { year: 2025, month: 12, day: 1 }; // Mon Dec 1 2025
const NOW = clinicInstant(TODAY, '09:30'); // Mon Dec 1, 9:30 AM PT

let close: () => Promise<void> = async () => {};
afterEach(() => close());

/** The proxy over the fake athena, counting into `usage`, and a keyed booking of its first slot 3 to 14 days ahead. */
async function bookingStack(usage: MemoryUsageCounters) {
  const stack = await buildStack({ store: createFixtureStore({ today: TODAY }), app: { usageCounters: usage, now: () => NOW.getTime() } });
  close = stack.close;
  const window = { startDate: formatUsDate(addClinicDays(TODAY, 3)), endDate: formatUsDate(addClinicDays(TODAY, 14)) };
  const slot = stack.store.openSlots({ departmentId: '1', ...window })[0]!;
  const book = (patientId: string, key: string) =>
    stack.app.inject(
      proxy(`/appointments/${slot.appointmentid}`, 'PUT', `patientid=${patientId}&appointmenttypeid=${slot.appointmenttypeid}`, {
        ...boundTo(patientId),
        'idempotency-key': key,
      }),
    );
  return { slot, book, settled: () => stack.app.usageCounters.idle() };
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

  it('books even when the database cannot take the count', async () => {
    const usage = new MemoryUsageCounters();
    usage.failing = true;
    const { book, settled } = await bookingStack(usage);
    expect((await book(PERSONAS.withInsurance.patientid, 'usage-key-0003')).statusCode).toBe(200);
    await settled();
    expect(usage.snapshot()).toEqual({});
  });
});
