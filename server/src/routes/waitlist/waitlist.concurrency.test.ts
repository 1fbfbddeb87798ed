import { WAITLIST_API, addClinicDays, appointmentStart, formatUsDate } from '@clinic/core';
import { InMemoryAthenaWaitlist, InMemoryUsageCounters, InMemoryWaitlistStore } from '@clinic/core/test-support';
import { PERSONAS, createFixtureStore } from '@clinic/fixtures';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { describeOnBothDeployments } from '../../test-support/both-deployments';
import { MemoryCodes, MemoryDirectory, RecordingMailer } from '../../test-support/manage-memory';
import { post, who } from '../../test-support/manage-requests';
import { replicaStack, type Deployment } from '../../test-support/replica-stack';

const TODAY = { year: 2025, month: 12, day: 1 }; // Mon Dec 1 2025, clinic time
const NOW = Date.parse('2025-12-01T16:00:00Z'); // 8:00 AM in the clinic
const ANA = PERSONAS.withInsurance;

let close: () => Promise<void> = async () => {};
afterEach(() => close());

/** Ana's appointment two weeks out, an earlier time of the same visit offered to her, and three more to move to. */
function anasTimes(store: ReturnType<typeof createFixtureStore>) {
  const slots = store.openSlots({ departmentId: '1', startDate: formatUsDate(TODAY), endDate: formatUsDate(addClinicDays(TODAY, 30)) });
  const late = slots.find((s) => s.date >= formatUsDate(addClinicDays(TODAY, 14)))!;
  const same = slots.filter(
    (s) =>
      s.providerid === late.providerid &&
      s.appointmenttypeid === late.appointmenttypeid &&
      appointmentStart(s) >= NOW + 2 * 3600_000 &&
      appointmentStart(s) < appointmentStart(late),
  );
  expect(same.length).toBeGreaterThanOrEqual(4);
  const [early, ...targets] = same;
  return { late, early: early!, targets: targets.slice(0, 3) };
}

const CHOICES = { providerChoice: 'same', weekdays: [0, 1, 2, 3, 4, 5, 6], partOfDay: 'any', endDate: '12/31/2025' };

/**
 * The site with the manage page and the waitlist over stores every replica shares (the database, as deployed):
 * Ana booked `late`, signed in, asked for an earlier time, and holds an offer of `early`.
 */
async function start(deployment: Deployment) {
  const store = createFixtureStore({ today: TODAY });
  const mailer = new RecordingMailer();
  const directory = new MemoryDirectory();
  const stack = await replicaStack(deployment, store, {
    now: () => NOW,
    manage: { codes: new MemoryCodes(), directory, mailer, siteOrigin: 'https://clinic.example.org' },
    waitlist: {
      store: new InMemoryWaitlistStore(() => new Date(NOW)),
      athena: new InMemoryAthenaWaitlist(),
      counters: new InMemoryUsageCounters(),
    },
  });
  close = stack.close;
  const idle = () => Promise.all(stack.apps.map((app) => app.manageService!.idle()));
  const times = anasTimes(store);
  const { late, early } = times;
  store.book({ appointmentid: late.appointmentid, patientid: ANA.patientid, appointmenttypeid: late.appointmenttypeid });
  await directory.remember({ patientId: ANA.patientid, email: ANA.email, dateOfBirth: ANA.dob });

  // A code asked for on one replica and entered on the other.
  expect((await stack.at(0).inject(post('/api/manage/code', who(ANA)))).statusCode).toBe(202);
  await idle();
  const session = await stack.at(1).inject(post('/api/manage/session', { ...who(ANA), code: mailer.codeFor(ANA.email) }));
  expect(session.statusCode).toBe(200);
  const cookie = String(session.headers['set-cookie']).split(';')[0]!;

  const join = await stack.at(0).inject({
    ...post(WAITLIST_API.ofAppointment.replace(':appointmentId', late.appointmentid), CHOICES, cookie),
    method: 'PUT',
  });
  expect(join.statusCode).toBe(200);
  await stack.at(0).waitlist!.onIndexRefreshed({ slots: [early] });
  await idle();
  const offer = mailer.sent.find((m) => m.kind === 'waitlist-offer')!;
  const token = decodeURIComponent(/\/appointments\/offer\?token=(\S+)/.exec(offer.text)![1]!);

  /** Ana's appointments athena holds as scheduled. */
  const scheduled = () =>
    store
      .booked({ startDate: formatUsDate(TODAY), endDate: formatUsDate(addClinicDays(TODAY, 30)) })
      .filter((a) => a.patientid === ANA.patientid && a.appointmentstatus !== 'x');

  return { ...stack, ...times, cookie, token, scheduled };
}

type Contender = 'offer' | 'reschedule' | 'cancel';
/** What each contender may answer when another change of the appointment won (decision 82, issue #33). */
const LOSING_CODES: Record<Contender, string[]> = {
  offer: ['BEING_CHANGED', 'NOT_EARLIER', 'OFFER_USED'],
  reschedule: ['CHANGE_IN_PROGRESS', 'NOT_CANCELLABLE'],
  cancel: ['ALREADY_CANCELLED'],
};

describeOnBothDeployments('an offer and the manage page changing one appointment at once', (deployment) => {
  it('lets exactly one of an offer, three reschedules and a cancel change the appointment: never a double booking', async () => {
    const site = await start(deployment());
    const change = (action: string, body: unknown) =>
      post(`/api/manage/appointments/${site.late.appointmentid}/${action}`, body, site.cookie);
    const fired: [Contender, Promise<LightMyRequestResponse>][] = [
      ['reschedule', site.at(0).inject(change('reschedule', { newAppointmentId: site.targets[0]!.appointmentid }))],
      ['offer', site.at(1).inject(post(WAITLIST_API.acceptOffer, { token: site.token }))],
      ['reschedule', site.at(0).inject(change('reschedule', { newAppointmentId: site.targets[1]!.appointmentid }))],
      ['cancel', site.at(1).inject(change('cancel', { reason: 'other' }))],
      ['reschedule', site.at(0).inject(change('reschedule', { newAppointmentId: site.targets[2]!.appointmentid }))],
    ];

    const answers = await Promise.all(fired.map(async ([contender, answer]) => ({ who: contender, res: await answer })));

    const won = answers.filter((a) => a.res.statusCode === 200);
    expect(won.map((a) => a.who)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.res.statusCode !== 200)) {
      expect(lost.res.statusCode).toBe(409);
      expect(LOSING_CODES[lost.who]).toContain(lost.res.json().code);
    }
    // A move leaves one appointment, booked once; a cancel that won leaves none and booked nothing.
    const left = won[0]!.who === 'cancel' ? 0 : 1;
    expect(site.scheduled()).toHaveLength(left);
    expect(site.bookingCalls).toHaveLength(left);
  });
});
