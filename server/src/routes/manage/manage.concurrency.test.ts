import { MANAGE_LIMITS, MANAGE_MESSAGES, addClinicDays, formatUsDate, type OpenSlot } from '@clinic/core';
import { PERSONAS, createFixtureStore } from '@clinic/fixtures';
import { afterEach, expect, it } from 'vitest';
import { MemoryCodes, MemoryDirectory, RecordingMailer } from '../../test-support/manage-memory';
import { post, who } from '../../test-support/manage-requests';
import { describeOnBothDeployments } from '../../test-support/both-deployments';
import { replicaStack, type Deployment } from '../../test-support/replica-stack';

const TODAY = { year: 2025, month: 12, day: 1 }; // Mon Dec 1 2025, clinic time
const NOW = Date.parse('2025-12-01T16:00:00Z'); // 8:00 AM in the clinic
const ANA = PERSONAS.withInsurance;

let close: () => Promise<void> = async () => {};
let logLines: string[] = [];
afterEach(async () => {
  await close();
  // Nothing the tests used to identify a patient or a session reaches a log line.
  for (const secret of [ANA.email, ANA.dob, ANA.firstname, ANA.lastname, `"${ANA.patientid}"`, 'family@example.com', 'manage_session=']) {
    expect(logLines.join('\n')).not.toContain(secret);
  }
});

/** The site with "manage my appointment" over shared code, directory and mail stores (the database, as deployed). */
async function start(deployment: Deployment) {
  const store = createFixtureStore({ today: TODAY });
  const mailer = new RecordingMailer();
  const directory = new MemoryDirectory();
  const wide = { max: 1000, windowMs: 60_000 };
  const stack = await replicaStack(deployment, store, {
    now: () => NOW,
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
    manage: {
      codes: new MemoryCodes(),
      directory,
      mailer,
      siteOrigin: 'https://clinic.example.org',
      limits: { codePerAddress: wide, codePerEmail: wide, verifyPerAddress: wide, verifyPerEmail: wide, actionsPerAddress: wide },
    },
  });
  close = stack.close;
  logLines = stack.logLines;
  const idle = () => Promise.all(stack.apps.map((app) => app.manageService!.idle()));

  /** Books `slot` for the patient in athena and remembers them under their e-mail, as the dialog does. */
  async function booked(patient: { patientid: string; email?: string; dob: string }, slot: OpenSlot) {
    store.book({ appointmentid: slot.appointmentid, patientid: patient.patientid, appointmenttypeid: slot.appointmenttypeid });
    await directory.remember({ patientId: patient.patientid, email: patient.email!, dateOfBirth: patient.dob });
  }

  /** A code asked for on one replica and entered on the other: the session cookie to send. */
  async function signIn(p: { email: string; dob: string }): Promise<string> {
    expect((await stack.at(0).inject(post('/api/manage/code', who(p)))).statusCode).toBe(202);
    await idle();
    const res = await stack.at(1).inject(post('/api/manage/session', { ...who(p), code: mailer.codeFor(p.email) }));
    expect(res.statusCode).toBe(200);
    return String(res.headers['set-cookie']).split(';')[0]!;
  }

  /** The patient's appointments athena holds as scheduled. */
  const scheduled = (patientId: string) =>
    store
      .booked({ startDate: formatUsDate(TODAY), endDate: formatUsDate(addClinicDays(TODAY, 30)) })
      .filter((a) => a.patientid === patientId && a.appointmentstatus !== 'x');

  return { ...stack, mailer, idle, booked, signIn, scheduled };
}

/** An open slot and `count` more of the same provider and type (a reschedule's possible targets). */
function sameVisitSlots(store: ReturnType<typeof createFixtureStore>, count: number) {
  const slots = store.openSlots({
    departmentId: '1',
    startDate: formatUsDate(addClinicDays(TODAY, 1)),
    endDate: formatUsDate(addClinicDays(TODAY, 14)),
  });
  const first = slots[0]!;
  const same = slots.filter(
    (s) => s.providerid === first.providerid && s.appointmenttypeid === first.appointmenttypeid && s.appointmentid !== first.appointmentid,
  );
  expect(same.length).toBeGreaterThanOrEqual(count);
  return { first, targets: same.slice(0, count) };
}

describeOnBothDeployments('manage under concurrency', (deployment) => {
  it('moves an appointment once when five reschedules to five different times arrive at once; the others get 409', async () => {
    const site = await start(deployment());
    const { first, targets } = sameVisitSlots(site.store, 5);
    await site.booked(ANA, first);
    const cookie = await site.signIn(ANA);
    site.mailer.sent.length = 0;
    const url = `/api/manage/appointments/${first.appointmentid}/reschedule`;

    const answers = await Promise.all(
      targets.map((slot, i) => site.at(i).inject(post(url, { newAppointmentId: slot.appointmentid }, cookie))),
    );

    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const lost of answers.filter((a) => a.statusCode === 409))
      expect(lost.json().code).toMatch(/^(CHANGE_IN_PROGRESS|NOT_CANCELLABLE)$/);
    expect(site.scheduled(ANA.patientid)).toHaveLength(1);
    expect(site.bookingCalls).toHaveLength(1);
    await site.idle();
    expect(site.mailer.sent.filter((m) => m.kind === 'reschedule-confirmation')).toHaveLength(1);
  });

  it('answers the second of two simultaneous cancels "already cancelled"', async () => {
    const site = await start(deployment());
    const { first } = sameVisitSlots(site.store, 0);
    await site.booked(ANA, first);
    const cookie = await site.signIn(ANA);
    const url = `/api/manage/appointments/${first.appointmentid}/cancel`;

    const answers = await Promise.all([0, 1].map((i) => site.at(i).inject(post(url, { reason: 'other' }, cookie))));

    expect(answers.map((a) => [a.statusCode, a.json().code ?? 'ok']).sort()).toEqual([
      [200, 'ok'],
      [409, 'ALREADY_CANCELLED'],
    ]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(MANAGE_MESSAGES.ALREADY_CANCELLED);
  });

  it('ends a session on every replica when it is signed out: the old cookie neither lists nor cancels', async () => {
    const site = await start(deployment());
    const { first } = sameVisitSlots(site.store, 0);
    await site.booked(ANA, first);
    const cookie = await site.signIn(ANA);
    const out = await site.at(0).inject({ method: 'DELETE', url: '/api/manage/session', headers: { cookie } });
    expect(out.statusCode).toBe(204);

    const list = await site.at(1).inject({ method: 'GET', url: '/api/manage/appointments', headers: { cookie } });
    const cancel = await site.at(1).inject(post(`/api/manage/appointments/${first.appointmentid}/cancel`, { reason: 'other' }, cookie));
    expect([list.statusCode, list.json().code]).toEqual([401, 'SESSION_EXPIRED']);
    expect([cancel.statusCode, cancel.json().code]).toEqual([401, 'SESSION_EXPIRED']);
    expect(site.scheduled(ANA.patientid)).toHaveLength(1);
  });

  it(`keeps a working session when more than ${MANAGE_LIMITS.patientsPerSession} patients share an e-mail and a date of birth`, async () => {
    const site = await start(deployment());
    const slots = site.store.openSlots({
      departmentId: '1',
      startDate: formatUsDate(addClinicDays(TODAY, 1)),
      endDate: formatUsDate(addClinicDays(TODAY, 14)),
    });
    const family = Array.from({ length: MANAGE_LIMITS.patientsPerSession + 1 }, (_, i) =>
      site.store.createPatient({ firstname: `Member${i}`, lastname: 'Family', dob: '02/03/1990', email: 'family@example.com' }),
    );
    for (const [i, member] of family.entries()) await site.booked(member, slots[i]!);
    const cookie = await site.signIn({ email: 'family@example.com', dob: '02/03/1990' });

    const list = await site.at(0).inject({ method: 'GET', url: '/api/manage/appointments', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json().appointments).toHaveLength(MANAGE_LIMITS.patientsPerSession);
    const shown = list.json().appointments[0].appointmentId as string;
    const cancel = await site.at(1).inject(post(`/api/manage/appointments/${shown}/cancel`, { reason: 'other' }, cookie));
    expect(cancel.statusCode).toBe(200);
    // Nine patients' records and lists go through fake athena's per-client pace (10 calls a second).
  }, 30_000);
});
