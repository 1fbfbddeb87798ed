import { MANAGE_MESSAGES, addClinicDays, formatUsDate, type OpenSlot } from '@clinic/core';
import { PERSONAS, createFixtureStore } from '@clinic/fixtures';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { boundTo, buildStack, proxy } from '../../test-support/build-app';
import { MemoryCodes, MemoryDirectory, RecordingMailer } from '../../test-support/manage-memory';
import { post, who } from '../../test-support/manage-requests';
import type { ManageLimits } from './manage-limits';

const TODAY = { year: 2025, month: 12, day: 1 }; // Mon Dec 1 2025, clinic time
const NOW = Date.parse('2025-12-01T16:00:00Z'); // 8:00 AM in the clinic
const SITE = 'https://clinic.example.org';
const ANA = PERSONAS.withInsurance;
const TOM = PERSONAS.withoutInsurance;

type Stack = Awaited<ReturnType<typeof buildStack>>;
let stack: Stack;
let mailer: RecordingMailer;
let now = NOW;
let directory: MemoryDirectory;
let lines: string[];
afterEach(() => stack?.close());

async function start(limits: Partial<ManageLimits> = {}, mailerUsed: RecordingMailer = new RecordingMailer()) {
  mailer = mailerUsed;
  now = NOW;
  directory = new MemoryDirectory();
  lines = [];
  const wide = { max: 1000, windowMs: 60_000 };
  stack = await buildStack({
    store: createFixtureStore({ today: TODAY }),
    app: {
      now: () => now,
      rateLimit: { max: 1000, timeWindowMs: 60_000 },
      log: { stream: { write: (line: string) => void lines.push(line) } },
      manage: {
        codes: new MemoryCodes(),
        directory,
        mailer,
        siteOrigin: SITE,
        limits: {
          codePerAddress: wide,
          codePerEmail: wide,
          verifyPerAddress: wide,
          verifyPerEmail: wide,
          actionsPerAddress: wide,
          ...limits,
        },
      },
    },
  });
  return stack;
}

/** Open Glendale slots in the next two weeks. */
function openSlots(): OpenSlot[] {
  return stack.store.openSlots({
    departmentId: '1',
    startDate: formatUsDate(addClinicDays(TODAY, 1)),
    endDate: formatUsDate(addClinicDays(TODAY, 14)),
  });
}

async function book(patientId: string, slot: OpenSlot) {
  const res = await stack.app.inject(
    proxy(
      `/appointments/${slot.appointmentid}`,
      'PUT',
      `patientid=${patientId}&appointmenttypeid=${slot.appointmenttypeid}`,
      boundTo(patientId),
    ),
  );
  expect(res.statusCode).toBe(200);
  await stack.app.manageService!.idle();
}

/** Requests a code, reads it from the mail, opens a session: the cookie to send. */
async function signIn(p: { email: string; dob: string }): Promise<{ cookie: string; res: LightMyRequestResponse }> {
  expect((await stack.app.inject(post('/api/manage/code', who(p)))).statusCode).toBe(202);
  await stack.app.manageService!.idle();
  const res = await stack.app.inject(post('/api/manage/session', { ...who(p), code: mailer.codeFor(p.email) }));
  expect(res.statusCode).toBe(200);
  const setCookie = String(res.headers['set-cookie']);
  return { cookie: setCookie.split(';')[0]!, res };
}

/** Two slots of one provider and type, and one of another provider with the same type. */
function threeSlots() {
  const slots = openSlots();
  const first = slots[0]!;
  const same = slots.filter(
    (s) => s.providerid === first.providerid && s.appointmenttypeid === first.appointmenttypeid && s.appointmentid !== first.appointmentid,
  );
  const other = slots.find((s) => s.providerid !== first.providerid && s.appointmenttypeid === first.appointmenttypeid);
  return { first, later: same.at(-1)!, sameAgain: same.at(-2)!, otherProvider: other! };
}

describe('booking confirmation e-mail', () => {
  it('follows a booking made in the dialog: clinic time, address and the manage link, no insurance', async () => {
    await start();
    const slot = openSlots()[0]!;
    await book(ANA.patientid, slot);
    const [mail] = mailer.sent;
    expect(mail).toMatchObject({ kind: 'booking-confirmation', to: { email: ANA.email, name: `${ANA.firstname} ${ANA.lastname}` } });
    expect(mail?.text).toContain('(Pacific time)');
    expect(mail?.text).toMatch(/Where: .*Glendale.*CA/);
    expect(mail?.text).toContain(`${SITE}/appointments/manage`);
    expect(mail?.text).not.toMatch(/insurance|Blue|member/i);
  });

  it('never fails the booking when mail is down; the failure is a code in the log', async () => {
    await start();
    mailer.failing = true;
    await book(ANA.patientid, openSlots()[0]!);
    expect(lines.some((l) => l.includes('"mail not sent"') && l.includes('ECONNREFUSED'))).toBe(true);
  });
});

describe('/api/manage', () => {
  it('answers a known and an unknown e-mail alike, and mails a code only to the known one', async () => {
    await start();
    await book(ANA.patientid, openSlots()[0]!);
    mailer.sent.length = 0;
    const known = await stack.app.inject(post('/api/manage/code', who(ANA)));
    const unknown = await stack.app.inject(post('/api/manage/code', { email: 'nobody@example.com', dateOfBirth: ANA.dob }));
    const wrongDob = await stack.app.inject(post('/api/manage/code', { email: ANA.email, dateOfBirth: '01/01/1970' }));
    await stack.app.manageService!.idle();
    for (const res of [known, unknown, wrongDob]) {
      expect([res.statusCode, res.json(), res.headers['set-cookie']]).toEqual([202, { status: 'sent' }, undefined]);
    }
    expect(mailer.sent.map((m) => [m.kind, m.to.email])).toEqual([['verification-code', ANA.email]]);
    expect(mailer.sent[0]?.otp).toMatch(/^\d{6}$/);
    // A stranger's "code" behaves as a real one does: wrong, with tries left.
    const guess = await stack.app.inject(
      post('/api/manage/session', { email: 'nobody@example.com', dateOfBirth: ANA.dob, code: '123456' }),
    );
    expect(guess.json()).toEqual({ code: 'CODE_INVALID', message: MANAGE_MESSAGES.CODE_INVALID, attemptsLeft: 4 });
  });

  it("answers a known e-mail before looking it up or mailing, so its answer cannot take longer than a stranger's", async () => {
    // A mailer that holds every message until released: the 202 must not wait for it.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    class HeldMailer extends RecordingMailer {
      override async send(mail: Parameters<RecordingMailer['send']>[0]) {
        await held;
        return super.send(mail);
      }
    }
    await start({}, new HeldMailer());
    // As a booking in the dialog would have left it (booking here would wait on the held mailer too).
    await directory.remember({ patientId: ANA.patientid, email: ANA.email, dateOfBirth: ANA.dob });
    const res = await stack.app.inject(post('/api/manage/code', who(ANA)));
    expect(res.statusCode).toBe(202);
    expect(mailer.sent.filter((m) => m.kind === 'verification-code')).toEqual([]);
    release();
    await stack.app.manageService!.idle();
    expect(mailer.codeFor(ANA.email)).toMatch(/^\d{6}$/);
  });

  it('ends a session after 15 minutes', async () => {
    await start();
    await book(ANA.patientid, openSlots()[0]!);
    const { cookie } = await signIn(ANA);
    now = NOW + 14 * 60_000;
    expect((await stack.app.inject({ method: 'GET', url: '/api/manage/appointments', headers: { cookie } })).statusCode).toBe(200);
    now = NOW + 15 * 60_000 + 1000;
    const late = await stack.app.inject({ method: 'GET', url: '/api/manage/appointments', headers: { cookie } });
    expect([late.statusCode, late.json().code]).toEqual([401, 'SESSION_EXPIRED']);
  });

  it('refuses a malformed request with the field messages', async () => {
    await start();
    const res = await stack.app.inject(post('/api/manage/code', { email: 'not-an-email', dateOfBirth: '13/45/1990' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { email: expect.any(String), dateOfBirth: expect.any(String) } });
  });

  it("opens a short-lived HttpOnly, SameSite=Strict session with the patient's upcoming appointments", async () => {
    await start();
    const slot = openSlots()[0]!;
    await book(ANA.patientid, slot);
    const { res } = await signIn(ANA);
    expect(String(res.headers['set-cookie'])).toMatch(
      /^manage_session=[^;]+; Path=\/api\/manage; Max-Age=900; HttpOnly; SameSite=Strict; Secure$/,
    );
    expect(res.json().appointments).toEqual([
      expect.objectContaining({
        appointmentId: slot.appointmentid,
        date: slot.date,
        startTime: slot.starttime,
        status: 'scheduled',
        departmentName: expect.any(String),
      }),
    ]);
    expect(Object.keys(res.json().appointments[0]).sort()).toEqual([
      'appointmentId',
      'appointmentTypeId',
      'appointmentTypeName',
      'date',
      'departmentId',
      'departmentName',
      'durationMinutes',
      'providerId',
      'providerName',
      'startTime',
      'status',
    ]);
  });

  it('locks a code after five wrong tries, even against the right code', async () => {
    await start();
    await book(ANA.patientid, openSlots()[0]!);
    await stack.app.inject(post('/api/manage/code', who(ANA)));
    await stack.app.manageService!.idle();
    const right = mailer.codeFor(ANA.email)!;
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await stack.app.inject(post('/api/manage/session', { ...who(ANA), code: wrong }))).json());
    expect(answers.map((a) => [a.code, a.attemptsLeft])).toEqual([
      ['CODE_INVALID', 4],
      ['CODE_INVALID', 3],
      ['CODE_INVALID', 2],
      ['CODE_INVALID', 1],
      ['CODE_LOCKED', undefined],
    ]);
    const late = await stack.app.inject(post('/api/manage/session', { ...who(ANA), code: right }));
    expect([late.statusCode, late.json().code]).toEqual([400, 'CODE_LOCKED']);
  });

  it("shows a session only its own patient's appointments and refuses another patient's id as not found", async () => {
    await start();
    const { first, later } = threeSlots();
    await book(ANA.patientid, first);
    await book(TOM.patientid, later);
    const { cookie } = await signIn(ANA);
    const listed = await stack.app.inject({ method: 'GET', url: '/api/manage/appointments', headers: { cookie } });
    expect(listed.json().appointments.map((a: { appointmentId: string }) => a.appointmentId)).toEqual([first.appointmentid]);
    for (const action of ['cancel', 'reschedule']) {
      const payload = action === 'cancel' ? { reason: 'other' } : { newAppointmentId: first.appointmentid };
      const res = await stack.app.inject(post(`/api/manage/appointments/${later.appointmentid}/${action}`, payload, cookie));
      expect([res.statusCode, res.json().code]).toEqual([404, 'APPOINTMENT_NOT_FOUND']);
    }
    // Tom's appointment is untouched.
    expect(stack.store.booked({ startDate: later.date, endDate: later.date }).map((a) => a.appointmentid)).toContain(later.appointmentid);
  });

  it('answers 401 without a session or with a forged one; signing out clears the cookie', async () => {
    await start();
    await book(ANA.patientid, openSlots()[0]!);
    const { cookie } = await signIn(ANA);
    const forged = cookie.replace(/\.(\d+)\./, '.5002.');
    for (const headers of [{}, { cookie: forged }]) {
      const res = await stack.app.inject({ method: 'GET', url: '/api/manage/appointments', headers });
      expect([res.statusCode, res.json().code]).toEqual([401, 'SESSION_EXPIRED']);
    }
    const out = await stack.app.inject({ method: 'DELETE', url: '/api/manage/session', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toContain('manage_session=; Path=/api/manage; Max-Age=0');
  });

  it("cancels the patient's own appointment: athena has it cancelled, the slot is open again, a confirmation is mailed", async () => {
    await start();
    const slot = openSlots()[0]!;
    await book(ANA.patientid, slot);
    const { cookie } = await signIn(ANA);
    mailer.sent.length = 0;
    const res = await stack.app.inject(post(`/api/manage/appointments/${slot.appointmentid}/cancel`, { reason: 'feeling-better' }, cookie));
    expect(res.statusCode).toBe(200);
    expect(res.json().appointment).toMatchObject({ appointmentId: slot.appointmentid, status: 'cancelled' });
    expect(openSlots().map((s) => s.appointmentid)).toContain(slot.appointmentid);
    expect(mailer.sent.map((m) => [m.kind, m.to.email])).toEqual([['cancel-confirmation', ANA.email]]);
    const again = await stack.app.inject(post(`/api/manage/appointments/${slot.appointmentid}/cancel`, { reason: 'other' }, cookie));
    expect([again.statusCode, again.json().code]).toEqual([409, 'ALREADY_CANCELLED']);
    const badReason = await stack.app.inject(post(`/api/manage/appointments/${slot.appointmentid}/cancel`, { reason: 'bored' }, cookie));
    expect([badReason.statusCode, badReason.json().code]).toEqual([400, 'INVALID_INPUT']);
  });

  it('reschedules by booking the new slot first and cancelling the old one after; refuses another provider and a taken slot', async () => {
    await start();
    const { first, later, sameAgain, otherProvider } = threeSlots();
    await book(ANA.patientid, first);
    await book(TOM.patientid, sameAgain);
    const { cookie } = await signIn(ANA);
    const url = `/api/manage/appointments/${first.appointmentid}/reschedule`;

    const other = await stack.app.inject(post(url, { newAppointmentId: otherProvider.appointmentid }, cookie));
    expect([other.statusCode, other.json().code]).toEqual([422, 'NOT_SAME_VISIT']);
    const taken = await stack.app.inject(post(url, { newAppointmentId: sameAgain.appointmentid }, cookie));
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'SLOT_UNAVAILABLE']);
    // Both refusals left the old appointment booked.
    expect(stack.store.booked({ startDate: first.date, endDate: first.date }).map((a) => a.appointmentid)).toContain(first.appointmentid);

    mailer.sent.length = 0;
    const moved = await stack.app.inject(post(url, { newAppointmentId: later.appointmentid }, cookie));
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({
      appointment: expect.objectContaining({ appointmentId: later.appointmentid, status: 'scheduled', date: later.date }),
    });
    expect(openSlots().map((s) => s.appointmentid)).toContain(first.appointmentid);
    expect(mailer.sent.map((m) => m.kind)).toEqual(['reschedule-confirmation']);
    const listed = await stack.app.inject({ method: 'GET', url: '/api/manage/appointments', headers: { cookie } });
    expect(listed.json().appointments.map((a: { appointmentId: string; status: string }) => [a.appointmentId, a.status])).toEqual([
      [first.appointmentid, 'cancelled'],
      [later.appointmentid, 'scheduled'],
    ]);
  });

  it('limits code requests per e-mail across addresses, with Retry-After, in the shared limit store', async () => {
    await start({ codePerEmail: { max: 2, windowMs: 60_000 } });
    const from = (ip: string) => ({ ...post('/api/manage/code', who(ANA)), remoteAddress: ip });
    const statuses = [];
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) statuses.push((await stack.app.inject(from(ip))).statusCode);
    expect(statuses).toEqual([202, 202, 429]);
    const refused = await stack.app.inject(from('10.0.0.4'));
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  describe('against a caller who knows only the e-mail', () => {
    const DEFAULT_EMAIL_LIMITS = { codePerEmail: { max: 5, windowMs: 15 * 60_000 }, verifyPerEmail: { max: 15, windowMs: 15 * 60_000 } };
    const wrongBirthDate = (i: number) => `01/0${(i % 9) + 1}/1970`;

    it('still sends the genuine patient a code after five requests with wrong birth dates from five addresses', async () => {
      await start(DEFAULT_EMAIL_LIMITS);
      await book(ANA.patientid, openSlots()[0]!);
      for (let i = 0; i < 5; i++) {
        const bogus = { ...post('/api/manage/code', { email: ANA.email, dateOfBirth: wrongBirthDate(i) }), remoteAddress: `10.0.1.${i}` };
        expect((await stack.app.inject(bogus)).statusCode).toBe(202);
      }
      await signIn(ANA);
    });

    it('answers a sixth request for one e-mail and birth date alike whether or not they match a patient', async () => {
      await start(DEFAULT_EMAIL_LIMITS);
      await book(ANA.patientid, openSlots()[0]!);
      const sixth = async (dateOfBirth: string) => {
        let last;
        for (let i = 0; i < 6; i++)
          last = await stack.app.inject({ ...post('/api/manage/code', { email: ANA.email, dateOfBirth }), remoteAddress: `10.0.2.${i}` });
        return [last!.statusCode, last!.json()];
      };
      expect(await sixth(ANA.dob)).toEqual(await sixth('01/01/1970'));
    });

    it('lets the genuine code in after fifteen bogus verifications with wrong birth dates', async () => {
      await start(DEFAULT_EMAIL_LIMITS);
      await book(ANA.patientid, openSlots()[0]!);
      for (let i = 0; i < 15; i++) {
        const bogus = post('/api/manage/session', { email: ANA.email, dateOfBirth: wrongBirthDate(i), code: '000000' });
        expect((await stack.app.inject({ ...bogus, remoteAddress: `10.0.3.${i}` })).statusCode).toBe(400);
      }
      await signIn(ANA);
    });

    it('issues the genuine patient a new code after a stranger locked the old one', async () => {
      await start(DEFAULT_EMAIL_LIMITS);
      await book(ANA.patientid, openSlots()[0]!);
      await stack.app.inject(post('/api/manage/code', who(ANA)));
      await stack.app.manageService!.idle();
      const locked = mailer.codeFor(ANA.email)!;
      const wrong = locked === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++)
        await stack.app.inject({ ...post('/api/manage/session', { ...who(ANA), code: wrong }), remoteAddress: `10.0.4.${i}` });
      expect((await stack.app.inject(post('/api/manage/session', { ...who(ANA), code: locked }))).json().code).toBe('CODE_LOCKED');
      await signIn(ANA);
    });
  });

  it('writes nothing identifying the patient in its log lines', async () => {
    await start();
    const slot = openSlots()[0]!;
    await book(ANA.patientid, slot);
    const { cookie } = await signIn(ANA);
    await stack.app.inject({ method: 'GET', url: '/api/manage/appointments', headers: { cookie } });
    await stack.app.inject(post(`/api/manage/appointments/${slot.appointmentid}/cancel`, { reason: 'other' }, cookie));
    await stack.app.inject(post('/api/manage/session', { ...who(ANA), code: '000000' }));
    await stack.app.manageService!.idle();
    const code = mailer.codeFor(ANA.email)!;
    const log = lines.join('\n');
    expect(lines.filter((l) => l.includes('/api/manage')).length).toBeGreaterThanOrEqual(4);
    for (const secret of [ANA.email, ANA.dob, ANA.firstname, ANA.lastname, code, cookie.split('=')[1]!, `"${ANA.patientid}"`]) {
      expect(log).not.toContain(secret);
    }
  });
});
