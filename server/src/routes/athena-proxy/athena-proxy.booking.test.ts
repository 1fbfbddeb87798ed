import { ATHENA_SLOT_TAKEN, addClinicDays, formatUsDate } from '@clinic/core';
import { PERSONAS, createFixtureStore } from '@clinic/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { boundTo, buildStack, proxy } from '../../test-support/build-app';

type Stack = Awaited<ReturnType<typeof buildStack>>;
let stack: Stack;
afterEach(() => stack.close());

const TODAY = { year: 2025, month: 12, day: 1 }; // Mon Dec 1 2025, clinic time

function firstOpenSlot(store: Stack['store']) {
  const slots = store.openSlots({ departmentId: '1', startDate: formatUsDate(TODAY), endDate: formatUsDate(addClinicDays(TODAY, 14)) });
  const slot = slots[0];
  if (!slot) throw new Error('the fixture practice has no open slot in Glendale');
  return slot;
}

describe('booking through the proxy against the fake athena', () => {
  it('lets exactly one of 20 simultaneous bookings of one slot win; the others hear it is no longer available', async () => {
    // The slot's race only: the address's hourly cap and the per-patient limit would let just six, then two, of
    // these bookings reach athena at once (athena-proxy.caps.test.ts).
    const wide = { max: 100, windowMs: 3_600_000 };
    stack = await buildStack({
      store: createFixtureStore({ today: TODAY }),
      app: {
        rateLimit: { max: 100, timeWindowMs: 60_000 },
        limits: { upcomingPerPatient: 0, bookingsPerHour: wide, bookingsPerDay: wide },
      },
    });
    const slot = firstOpenSlot(stack.store);
    const { patientid } = PERSONAS.withInsurance;
    const attempts = Array.from({ length: 20 }, () =>
      stack.app.inject(
        proxy(
          `/appointments/${slot.appointmentid}`,
          'PUT',
          `patientid=${patientid}&appointmenttypeid=${slot.appointmenttypeid}`,
          boundTo(patientid),
        ),
      ),
    );
    const answers = await Promise.all(attempts);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const lost of answers.filter((a) => a.statusCode === 409)) expect(lost.json()).toEqual(ATHENA_SLOT_TAKEN);
    // The store agrees: the slot left the open list and is booked exactly once.
    const window = { startDate: slot.date, endDate: slot.date };
    expect(stack.store.openSlots({ departmentId: '1', ...window }).some((s) => s.appointmentid === slot.appointmentid)).toBe(false);
    expect(stack.store.booked(window).filter((b) => b.appointmentid === slot.appointmentid)).toHaveLength(1);
  });

  it('finds an existing patient by name, birth date and phone, with insurance ids, packages and sequence only', async () => {
    stack = await buildStack({ store: createFixtureStore({ today: TODAY }) });
    const p = PERSONAS.withInsurance;
    const res = await stack.app.inject(
      proxy(
        `/patients/enhancedbestmatch?firstname=${p.firstname}&lastname=${p.lastname}&dob=${p.dob}&mobilephone=${p.mobilephone}&returnbestmatches=true`,
      ),
    );
    expect(res.json()).toEqual([
      {
        patientid: p.patientid,
        dob: p.dob,
        mobilephone: p.mobilephone,
        insurances: [{ insuranceid: p.insurance.insuranceid, insurancepackageid: p.insurance.insurancepackageid, sequencenumber: 1 }],
      },
    ]);
    expect(res.body).not.toContain(p.email);
    expect(res.body).not.toContain(p.insurance.insuranceidnumber);
  });
});
