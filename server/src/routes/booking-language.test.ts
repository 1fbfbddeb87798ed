import { addClinicDays, formatUsDate, type OpenSlot } from '@clinic/core';
import { PERSONAS, createFixtureStore } from '@clinic/fixtures';
import type { InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { boundTo, buildStack, proxy } from '../test-support/build-app';
import { MemoryCodes, MemoryDirectory, RecordingMailer } from '../test-support/manage-memory';
import { post, who } from '../test-support/manage-requests';

// Booking in the patient's language (#37, decision 99): the page names its language in X-Site-Language; the mails
// follow it and a registration reaches athena with language6392code. A missing or unknown header is English.
const TODAY = { year: 2025, month: 12, day: 1 }; // Mon Dec 1 2025, clinic time
const NOW = Date.parse('2025-12-01T16:00:00Z'); // 8:00 AM in the clinic
const ANA = PERSONAS.withInsurance;

type Stack = Awaited<ReturnType<typeof buildStack>>;
let stack: Stack;
let mailer: RecordingMailer;
afterEach(() => stack?.close());

async function start() {
  mailer = new RecordingMailer();
  const wide = { max: 1000, windowMs: 60_000 };
  stack = await buildStack({
    store: createFixtureStore({ today: TODAY }),
    app: {
      now: () => NOW,
      rateLimit: { max: 1000, timeWindowMs: 60_000 },
      manage: {
        codes: new MemoryCodes(),
        directory: new MemoryDirectory(),
        mailer,
        siteOrigin: 'https://clinic.example.org',
        limits: { codePerAddress: wide, codePerEmail: wide, verifyPerAddress: wide, verifyPerEmail: wide, actionsPerAddress: wide },
      },
    },
  });
}

/** A request as a page in `language` sends it; `undefined` sends no header at all. */
function fromPage<T extends InjectOptions>(request: T, language: string | undefined): T {
  return language === undefined ? request : { ...request, headers: { ...request.headers, 'x-site-language': language } };
}

const openSlots = (): OpenSlot[] =>
  stack.store.openSlots({
    departmentId: '1',
    startDate: formatUsDate(addClinicDays(TODAY, 1)),
    endDate: formatUsDate(addClinicDays(TODAY, 14)),
  });

async function register(language: string | undefined, extra = ''): Promise<string> {
  const data = `firstname=Anahit&lastname=Sargsyan&dob=02/03/1991&departmentid=1&mobilephone=8185550100&email=anahit@example.com${extra}`;
  const res = await stack.app.inject(fromPage(proxy('/patients', 'POST', data), language));
  expect(res.statusCode).toBe(200);
  return (res.json() as [{ patientid: string }])[0].patientid;
}

async function book(patientId: string, slot: OpenSlot, language: string | undefined) {
  const data = `patientid=${patientId}&appointmenttypeid=${slot.appointmenttypeid}`;
  const res = await stack.app.inject(fromPage(proxy(`/appointments/${slot.appointmentid}`, 'PUT', data, boundTo(patientId)), language));
  expect(res.statusCode).toBe(200);
  await stack.app.manageService!.idle();
}

describe('a registration from a page in a language', () => {
  it.each([
    ['es', 'spa'],
    ['hy', 'hye'],
    ['en', undefined],
    [undefined, undefined],
    ['fr', undefined],
  ])('from a page in %s creates the patient in athena with language6392code %s', async (language, code) => {
    await start();
    const patientId = await register(language);
    expect(stack.store.getPatient(patientId)?.language6392code).toBe(code);
  });

  it("never takes the browser's own athena code", async () => {
    await start();
    expect(stack.store.getPatient(await register('es', '&language6392code=rus'))?.language6392code).toBe('spa');
    expect(stack.store.getPatient(await register(undefined, '&language6392code=rus'))?.language6392code).toBeUndefined();
  });
});

describe("the e-mails in the page's language", () => {
  it('confirms a booking made on a Spanish page in Spanish, and one from an unknown language in English', async () => {
    await start();
    const [first, second] = openSlots();
    await book(ANA.patientid, first!, 'es');
    await book(ANA.patientid, second!, 'xx');
    expect(mailer.sent.map((m) => [m.kind, m.subject])).toEqual([
      ['booking-confirmation', 'Su cita está programada'],
      ['booking-confirmation', 'Your appointment is booked'],
    ]);
    expect(mailer.sent[0]?.text).toContain('(hora del Pacífico)');
  });

  it('mails the code in Armenian and the cancel confirmation in Spanish, and answers refusals in the page language', async () => {
    await start();
    const slot = openSlots()[0]!;
    await book(ANA.patientid, slot, undefined);
    expect((await stack.app.inject(fromPage(post('/api/manage/code', who(ANA)), 'hy'))).statusCode).toBe(202);
    await stack.app.manageService!.idle();
    const code = mailer.sent.at(-1)!;
    expect([code.kind, code.subject]).toEqual(['verification-code', 'Ձեր հաստատման կոդը']);
    expect(code.text).toContain('կլինիկայի ժամանակով');

    const session = await stack.app.inject(post('/api/manage/session', { ...who(ANA), code: code.otp }));
    const cookie = String(session.headers['set-cookie']).split(';')[0]!;
    const cancel = post(`/api/manage/appointments/${slot.appointmentid}/cancel`, { reason: 'other' }, cookie);
    expect((await stack.app.inject(fromPage(cancel, 'es'))).statusCode).toBe(200);
    expect([mailer.sent.at(-1)?.kind, mailer.sent.at(-1)?.subject]).toEqual(['cancel-confirmation', 'Su cita está cancelada']);

    const again = await stack.app.inject(fromPage(cancel, 'es'));
    expect(again.json()).toEqual({ code: 'ALREADY_CANCELLED', message: 'Esta cita ya está cancelada.' });
    const badEmail = await stack.app.inject(fromPage(post('/api/manage/code', { email: 'nope', dateOfBirth: ANA.dob }), 'hy'));
    expect(badEmail.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { email: 'Խնդրում ենք մուտքագրել վավեր էլ. փոստի հասցե' } });
    const english = await stack.app.inject(fromPage(cancel, 'de'));
    expect(english.json().message).toBe('This appointment is already cancelled.');
  });
});
