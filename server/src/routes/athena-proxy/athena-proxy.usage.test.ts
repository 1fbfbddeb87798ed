import { addClinicDays, clinicDaysBetween, clinicInstant, formatUsDate, parseUsDate } from '@clinic/core';
import { PERSONAS, createFixtureStore } from '@clinic/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { boundTo, buildStack, proxy } from '../../test-support/build-app';
import { MemoryUsageCounters } from '../../test-support/memory-usage-counters';

const TODAY = { year: 2025, month: 12, day: 1 }; // Mon Dec 1 2025
const NOW = clinicInstant(TODAY, '09:30'); // Mon Dec 1, 9:30 AM PT

let close: () => Promise<void> = async () => {};
afterEach(() => close());

describe("the proxy's booking outcomes in the usage counters", () => {
  it('counts a booking once with its days to the visit, not its replay, and a slot lost to another patient as SLOT_TAKEN', async () => {
    const usage = new MemoryUsageCounters();
    const stack = await buildStack({
      store: createFixtureStore({ today: TODAY }),
      app: { usageCounters: usage, now: () => NOW.getTime() },
    });
    close = stack.close;
    const slot = stack.store.openSlots({
      departmentId: '1',
      startDate: formatUsDate(addClinicDays(TODAY, 3)),
      endDate: formatUsDate(addClinicDays(TODAY, 14)),
    })[0]!;
    const book = (patientId: string, key: string) =>
      stack.app.inject(
        proxy(`/appointments/${slot.appointmentid}`, 'PUT', `patientid=${patientId}&appointmenttypeid=${slot.appointmenttypeid}`, {
          ...boundTo(patientId),
          'idempotency-key': key,
        }),
      );

    expect((await book(PERSONAS.withInsurance.patientid, 'usage-key-0001')).statusCode).toBe(200);
    expect((await book(PERSONAS.withInsurance.patientid, 'usage-key-0001')).headers['idempotent-replayed']).toBe('true');
    expect((await book(PERSONAS.withoutInsurance.patientid, 'usage-key-0002')).statusCode).toBe(409);
    await stack.app.usageCounters.idle();

    const days = clinicDaysBetween(TODAY, parseUsDate(slot.date)!);
    expect(days).toBeGreaterThanOrEqual(3);
    expect(usage.snapshot()).toEqual({ booked: 1, days_to_visit: days, 'booking_failed{SLOT_TAKEN}': 1 });
  });

  it('books even when the database cannot take the count', async () => {
    const usage = new MemoryUsageCounters();
    usage.failing = true;
    const stack = await buildStack({
      store: createFixtureStore({ today: TODAY }),
      app: { usageCounters: usage, now: () => NOW.getTime() },
    });
    close = stack.close;
    const slot = stack.store.openSlots({
      departmentId: '1',
      startDate: formatUsDate(TODAY),
      endDate: formatUsDate(addClinicDays(TODAY, 14)),
    })[0]!;
    const P = PERSONAS.withInsurance;
    const answer = await stack.app.inject(
      proxy(`/appointments/${slot.appointmentid}`, 'PUT', `patientid=${P.patientid}&appointmenttypeid=${slot.appointmenttypeid}`, {
        ...boundTo(P.patientid),
        'idempotency-key': 'usage-key-0003',
      }),
    );
    expect(answer.statusCode).toBe(200);
    await stack.app.usageCounters.idle();
    expect(usage.snapshot()).toEqual({});
  });
});
