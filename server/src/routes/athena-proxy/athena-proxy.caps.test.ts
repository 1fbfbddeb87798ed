import { addClinicDays, formatUsDate } from '@clinic/core';
import { PERSONAS, createFixtureStore } from '@clinic/fixtures';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { boundTo, proxy } from '../../test-support/build-app';
import { describeOnBothDeployments } from '../../test-support/both-deployments';
import { replicaStack, type Deployment } from '../../test-support/replica-stack';
import type { ProxyLimits } from './proxy-limits';

// Distinct names for distinct patients, without digits: a name holds only letters (core isPersonName).
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

// Issue 34, item 2: the caps are reserved before athena is called, so requests arriving together can never pass
// them, on one process or on replicas sharing Redis (decision 82).

const TODAY = { year: 2025, month: 12, day: 1 }; // Mon Dec 1 2025, clinic time
const PATIENT = PERSONAS.withInsurance;
const ADDRESS = '203.0.113.77';
const WIDE = { max: 1000, windowMs: 3_600_000 };

let close: () => Promise<void> = async () => {};
let logLines: string[] = [];
afterEach(async () => {
  await close();
  // Nothing the tests used to identify a patient reaches a log line.
  for (const secret of [
    `"${PATIENT.patientid}"`,
    `patientid=${PATIENT.patientid}`,
    PATIENT.firstname,
    PATIENT.lastname,
    PATIENT.dob,
    'Caps1',
  ]) {
    expect(logLines.join('\n')).not.toContain(secret);
  }
});

/** The site with every cap wide open but the ones a test sets, and no per-minute limit in the way. */
async function start(deployment: Deployment, limits: Partial<ProxyLimits>) {
  const store = createFixtureStore({ today: TODAY });
  const stack = await replicaStack(deployment, store, {
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
    limits: {
      bookingsPerHour: WIDE,
      bookingsPerDay: WIDE,
      registrationsPerHour: WIDE,
      registrationsPerDay: WIDE,
      upcomingPerPatient: 0,
      ...limits,
    },
  });
  close = stack.close;
  logLines = stack.logLines;
  const slots = store
    .openSlots({ departmentId: '1', startDate: formatUsDate(addClinicDays(TODAY, 1)), endDate: formatUsDate(addClinicDays(TODAY, 14)) })
    .slice(0, 20);
  expect(slots).toHaveLength(20);
  /** `count` requests at once from one address, spread over the replicas. */
  const together = (count: number, request: (i: number) => InjectOptions) =>
    Promise.all(Array.from({ length: count }, (_, i) => stack.at(i).inject({ ...request(i), remoteAddress: ADDRESS })));
  const booking = (i: number, key?: string) =>
    proxy(
      `/appointments/${slots[i]!.appointmentid}`,
      'PUT',
      `patientid=${PATIENT.patientid}&appointmenttypeid=${slots[i]!.appointmenttypeid}`,
      {
        ...boundTo(PATIENT.patientid),
        ...(key ? { 'idempotency-key': key } : {}),
      },
    );
  const booked = () =>
    store
      .booked({ startDate: formatUsDate(TODAY), endDate: formatUsDate(addClinicDays(TODAY, 30)) })
      .filter((b) => b.patientid === PATIENT.patientid);
  return { ...stack, together, booking, booked };
}

const codes = (answers: LightMyRequestResponse[]) =>
  answers.map((a) => (a.statusCode === 200 ? 'booked' : `${a.statusCode} ${a.json().code}`)).sort();
const expected = (...groups: [number, string][]) => groups.flatMap(([n, code]) => Array<string>(n).fill(code)).sort();

describeOnBothDeployments('caps under concurrency', (deployment) => {
  it.each([
    ['each with its own Idempotency-Key', (i: number) => `caps-key-${String(i).padStart(4, '0')}`],
    ['without a key', () => undefined],
  ])('books exactly 3 of 20 bookings arriving at once from one address against an hourly cap of 3 (%s)', async (_name, key) => {
    const site = await start(deployment(), { bookingsPerHour: { max: 3, windowMs: 3_600_000 } });
    const answers = await site.together(20, (i) => site.booking(i, key(i)));
    expect(codes(answers)).toEqual(expected([3, 'booked'], [17, '429 BOOKING_LIMIT']));
    expect(site.bookingCalls).toHaveLength(3);
    expect(site.booked()).toHaveLength(3);
  });

  it('gives a failed booking its place back: after 20 attempts at one taken slot, the cap still allows 3 bookings', async () => {
    const site = await start(deployment(), { bookingsPerHour: { max: 3, windowMs: 3_600_000 } });
    const taken = await site.together(1, () => site.booking(0, 'caps-taken-0000'));
    expect(taken[0]!.statusCode).toBe(200);
    const again = await site.together(20, (i) => site.booking(0, `caps-again-${String(i).padStart(4, '0')}`));
    expect(again.filter((a) => a.statusCode === 200)).toHaveLength(0);
    const after = await site.together(3, (i) => site.booking(i + 1, `caps-after-${i}`));
    expect(codes(after)).toEqual(expected([2, 'booked'], [1, '429 BOOKING_LIMIT']));
  });

  it('lets a patient with no upcoming appointment book exactly 2 of 8 bookings arriving at once (the per-patient rule)', async () => {
    const site = await start(deployment(), { upcomingPerPatient: 2 });
    const answers = await site.together(8, (i) => site.booking(i, `caps-patient-${i}`));
    expect(codes(answers)).toEqual(expected([2, 'booked'], [6, '429 PATIENT_BOOKING_LIMIT']));
    expect(site.booked()).toHaveLength(2);
  });

  it('registers exactly 3 of 20 new patients arriving at once from one address against an hourly cap of 3', async () => {
    const site = await start(deployment(), { registrationsPerHour: { max: 3, windowMs: 3_600_000 } });
    const register = (i: number) =>
      proxy('/patients', 'POST', `firstname=Caps${LETTERS[i]}&lastname=Tester&dob=01/01/1990&departmentid=1&mobilephone=8185550100`);
    const answers = await site.together(20, register);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(3).fill(200), ...Array(17).fill(429)]);
    expect(site.store.findPatients({ lastname: 'Tester' })).toHaveLength(3);
  });
});
