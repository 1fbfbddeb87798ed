import { WAITLIST_API, addClinicDays, clinicInstant, formatUsDate, type OpenSlot } from '@clinic/core';
import { InMemoryAthenaWaitlist, InMemoryUsageCounters, InMemoryWaitlistStore } from '@clinic/core/test-support';
import { PERSONAS, createFixtureStore } from '@clinic/fixtures';
import { afterEach, expect, it } from 'vitest';
import { boundTo, buildStack, proxy } from '../../test-support/build-app';
import { MemoryCodes, MemoryDirectory, RecordingMailer } from '../../test-support/manage-memory';
import { post } from '../../test-support/manage-requests';

const TODAY = { year: 2025, month: 12, day: 1 }; // Mon Dec 1 2025, clinic time
const ANA = PERSONAS.withInsurance;
const CHOICES = { providerChoice: 'same', weekdays: [0, 1, 2, 3, 4, 5, 6], partOfDay: 'any', endDate: '12/31/2025' };

let stack: Awaited<ReturnType<typeof buildStack>> | undefined;
afterEach(() => stack?.close());

it('after one refresh of the availability index, a waiting patient is e-mailed an earlier time, and the tap moves them', async () => {
  const clock = { at: clinicInstant(TODAY, '08:00').getTime() };
  const now = () => clock.at;
  const mailer = new RecordingMailer();
  stack = await buildStack({
    store: createFixtureStore({ today: TODAY }),
    app: {
      now,
      rateLimit: { max: 1000, timeWindowMs: 60_000 },
      limits: { upcomingPerPatient: 0 },
      availability: { nearRefreshMs: 60_000, farRefreshMs: 600_000, now },
      manage: { codes: new MemoryCodes(), directory: new MemoryDirectory(), mailer, siteOrigin: 'https://clinic.example.org' },
      waitlist: {
        store: new InMemoryWaitlistStore(() => new Date(now())),
        athena: new InMemoryAthenaWaitlist(),
        counters: new InMemoryUsageCounters(),
      },
    },
  });
  const { app } = stack;
  await app.ready();
  const index = app.availabilityIndex!;
  await index.idle();

  // Ana books a follow-up two weeks out and asks for an earlier time with the same provider.
  const late = stack.store
    .openSlots({ departmentId: '1', startDate: formatUsDate(addClinicDays(TODAY, 14)), endDate: formatUsDate(addClinicDays(TODAY, 20)) })
    .find((s: OpenSlot) => !s.frozen && /follow/i.test(s.appointmenttype))!;
  const booked = await app.inject(
    proxy(
      `/appointments/${late.appointmentid}`,
      'PUT',
      `patientid=${ANA.patientid}&appointmenttypeid=${late.appointmenttypeid}`,
      boundTo(ANA.patientid),
    ),
  );
  expect(booked.statusCode).toBe(200);
  const body = { patientId: ANA.patientid, appointmentId: late.appointmentid, choices: CHOICES };
  const joined = await app.inject({
    ...post(WAITLIST_API.fromBooking, body),
    headers: { 'content-type': 'application/json', ...boundTo(ANA.patientid) },
  });
  expect(joined.statusCode).toBe(200);
  expect(mailer.sent.filter((m) => m.kind === 'waitlist-offer')).toEqual([]);

  // One refresh later (a minute on), the offer is in the mail.
  clock.at += 61_000;
  await index.tick();
  await index.idle();
  const offer = mailer.sent.find((m) => m.kind === 'waitlist-offer' && m.to.email === ANA.email);
  expect(offer?.text).toContain('An earlier time has opened than your appointment on');
  const token = decodeURIComponent(/\/appointments\/offer\?token=(\S+)/.exec(offer!.text)![1]!);
  const moved = await app.inject(post(WAITLIST_API.acceptOffer, { token }));
  expect(moved.statusCode).toBe(200);
  expect(`${moved.json().appointment.date}` < late.date || moved.json().appointment.date === late.date).toBe(true);
  expect(stack.store.openSlots({ departmentId: '1', startDate: late.date, endDate: late.date }).map((s) => s.appointmentid)).toContain(
    late.appointmentid,
  );
}, 60_000);
