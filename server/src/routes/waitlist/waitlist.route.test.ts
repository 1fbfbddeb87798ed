import { AthenaWaitlist, DirectTransport } from '@clinic/adapters';
import {
  WAITLIST_API,
  addClinicDays,
  appointmentStart,
  formatUsDate,
  type AthenaWaitlistPort,
  type OpenSlot,
  type OutgoingMail,
} from '@clinic/core';
import { InMemoryUsageCounters, InMemoryWaitlistStore } from '@clinic/core/test-support';
import { FAKE_ATHENA_CREDENTIALS } from '@clinic/fake-athena';
import { PERSONAS, createFixtureStore, type PracticeFixtureStore } from '@clinic/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { boundTo, buildStack, proxy } from '../../test-support/build-app';
import { MemoryCodes, MemoryDirectory, RecordingMailer } from '../../test-support/manage-memory';
import { post } from '../../test-support/manage-requests';
import { metricsRegistry } from '../../metrics/metrics';

const TODAY = { year: 2025, month: 12, day: 1 }; // Mon Dec 1 2025, clinic time
const NOW = Date.parse('2025-12-01T16:00:00Z'); // 8:00 AM in the clinic
const ANA = PERSONAS.withInsurance;
const TOM = PERSONAS.withoutInsurance;
const CHOICES = { providerChoice: 'same', weekdays: [0, 1, 2, 3, 4, 5, 6], partOfDay: 'any', endDate: '12/31/2025' };

type Stack = Awaited<ReturnType<typeof buildStack>>;
let stack: Stack;
let mailer: RecordingMailer;
let lines: string[];
let athenaWaitlist: AthenaWaitlist;
afterEach(() => stack?.close());

async function start() {
  mailer = new RecordingMailer();
  lines = [];
  const store = new InMemoryWaitlistStore(() => new Date(NOW));
  // The fake athena's address is known once the stack runs; its waitlist is reached through the same fake.
  const athena: AthenaWaitlistPort = {
    addToWaitlist: (input) => athenaWaitlist.addToWaitlist(input),
    removeFromWaitlist: (id) => athenaWaitlist.removeFromWaitlist(id),
  };
  stack = await buildStack({
    store: createFixtureStore({ today: TODAY }),
    app: {
      now: () => NOW,
      rateLimit: { max: 1000, timeWindowMs: 60_000 },
      log: { stream: { write: (line: string) => void lines.push(line) } },
      manage: { codes: new MemoryCodes(), directory: new MemoryDirectory(), mailer, siteOrigin: 'https://clinic.example.org' },
      waitlist: { store, athena, counters: new InMemoryUsageCounters() },
    },
  });
  athenaWaitlist = new AthenaWaitlist(new DirectTransport({ baseUrl: stack.athena.url, ...FAKE_ATHENA_CREDENTIALS }));
  return { store };
}

/** The fixture practice, whose front desk can cancel (as `clinic cancel` does through athena). */
const practice = () => stack.store as PracticeFixtureStore;

/** Every open Glendale slot of the 90-day window, all types: what the index's snapshot holds. */
const snapshot = () => ({
  slots: stack.store.openSlots({ departmentId: '1', startDate: formatUsDate(TODAY), endDate: formatUsDate(addClinicDays(TODAY, 90)) }),
});

async function book(patientId: string, slot: OpenSlot) {
  const path = `/appointments/${slot.appointmentid}`;
  const res = await stack.app.inject(
    proxy(path, 'PUT', `patientid=${patientId}&appointmenttypeid=${slot.appointmenttypeid}`, boundTo(patientId)),
  );
  expect(res.statusCode).toBe(200);
  await stack.app.manageService!.idle();
}

/** Ana booked two weeks out, Tom earlier with the same provider and type; Ana asks for an earlier time (from a page in `pageLanguage`). */
async function anaWaitsBehindTom(pageLanguage?: string) {
  const slots = snapshot().slots.filter((s) => !s.frozen && /follow/i.test(s.appointmenttype));
  const late = slots.filter((s) => s.date >= formatUsDate(addClinicDays(TODAY, 14))).at(0)!;
  // The soonest time the waitlist may offer (two hours' notice): when Tom gives it up, it is the one offered.
  const early = slots.find(
    (s) => s.providerid === late.providerid && s.appointmenttypeid === late.appointmenttypeid && appointmentStart(s) >= NOW + 2 * 3600_000,
  )!;
  await book(ANA.patientid, late);
  await book(TOM.patientid, early);
  const body = { patientId: ANA.patientid, appointmentId: late.appointmentid, choices: CHOICES };
  const joined = await stack.app.inject({
    ...post(WAITLIST_API.fromBooking, body),
    headers: {
      'content-type': 'application/json',
      ...boundTo(ANA.patientid),
      ...(pageLanguage ? { 'x-site-language': pageLanguage } : {}),
    },
  });
  expect([joined.statusCode, joined.json()]).toEqual([200, { choices: CHOICES }]);
  return { late, early };
}

const offerTo = (email: string): OutgoingMail | undefined =>
  mailer.sent.filter((m) => m.kind === 'waitlist-offer' && m.to.email === email).at(-1);
const tokenIn = (mail: OutgoingMail, path: string) => decodeURIComponent(new RegExp(`${path}\\?token=(\\S+)`).exec(mail.text)![1]!);
const athenaList = async () =>
  (await athenaWaitlist['transport'].request({ method: 'GET', path: '/appointments/waitlist' })).body as { waitlist: unknown[] };

describe('/api/waitlist', () => {
  it('lets a patient who just booked ask for an earlier time, and nobody else enrol that appointment', async () => {
    await start();
    const { late } = await anaWaitsBehindTom();
    const body = { patientId: ANA.patientid, appointmentId: late.appointmentid, choices: CHOICES };
    const stranger = await stack.app.inject(post(WAITLIST_API.fromBooking, body));
    const tomsBrowser = await stack.app.inject({
      ...post(WAITLIST_API.fromBooking, body),
      headers: { 'content-type': 'application/json', ...boundTo(TOM.patientid) },
    });
    expect([stranger.statusCode, tomsBrowser.statusCode]).toEqual([404, 404]);
    expect((await athenaList()).waitlist).toHaveLength(1);
  });

  it("offers the slot a cancellation frees; the tap moves the appointment, opens the old slot and clears athena's waitlist", async () => {
    await start();
    const { late, early } = await anaWaitsBehindTom();
    practice().cancel(early.appointmentid, TOM.patientid);
    await stack.app.waitlist!.onIndexRefreshed(snapshot());
    const offer = offerTo(ANA.email)!;
    expect(offer.text).toContain('/appointments/offer?token=');
    const token = tokenIn(offer, '/appointments/offer');
    const view = await stack.app.inject(post(WAITLIST_API.offer, { token }));
    expect(view.json()).toMatchObject({ booked: { appointmentId: late.appointmentid }, offered: { appointmentId: early.appointmentid } });
    const moved = await stack.app.inject(post(WAITLIST_API.acceptOffer, { token }));
    expect([moved.statusCode, moved.json().appointment.appointmentId]).toEqual([200, early.appointmentid]);
    expect(snapshot().slots.map((s) => s.appointmentid)).toContain(late.appointmentid);
    expect((await athenaList()).waitlist).toEqual([]);
    const again = await stack.app.inject(post(WAITLIST_API.acceptOffer, { token }));
    expect([again.statusCode, again.json().code]).toEqual([409, 'OFFER_USED']);

    // Nothing that names the persona in the log lines or the metrics.
    const seen = lines.join('\n') + (await metricsRegistry.metrics());
    for (const identifier of [ANA.email, ANA.firstname, ANA.lastname, ANA.mobilephone, ANA.dob, token])
      expect(seen).not.toContain(identifier);
    expect(seen).not.toMatch(new RegExp(`\\b${ANA.patientid}\\b`));
  });

  it('keeps the original appointment, with a kind message, when the front desk booked the slot first', async () => {
    await start();
    const { late, early } = await anaWaitsBehindTom();
    practice().cancel(early.appointmentid, TOM.patientid);
    await stack.app.waitlist!.onIndexRefreshed(snapshot());
    await book(TOM.patientid, early);
    const token = tokenIn(offerTo(ANA.email)!, '/appointments/offer');
    const taken = await stack.app.inject(post(WAITLIST_API.acceptOffer, { token }));
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'SLOT_TAKEN']);
    expect(taken.json().message).toContain('has not changed');
    const ana = stack.store.booked({
      startDate: formatUsDate(TODAY),
      endDate: formatUsDate(addClinicDays(TODAY, 90)),
      patientId: ANA.patientid,
    });
    expect(ana.map((a) => a.appointmentid)).toEqual([late.appointmentid]);
  });

  it('takes the patient off the list from the offer e-mail with one click', async () => {
    const { store } = await start();
    const { early } = await anaWaitsBehindTom();
    practice().cancel(early.appointmentid, TOM.patientid);
    await stack.app.waitlist!.onIndexRefreshed(snapshot());
    const token = tokenIn(offerTo(ANA.email)!, '/appointments/waitlist/leave');
    const left = await stack.app.inject(post(WAITLIST_API.leave, { token }));
    expect([left.statusCode, left.json()]).toEqual([200, { left: true }]);
    expect(store.entries).toEqual([]);
    expect((await athenaList()).waitlist).toEqual([]);
  });
});

describe("the waitlist in the patient's language (#37)", () => {
  it('writes the offer and the move confirmation in the language of the page the entry was made on', async () => {
    const { store } = await start();
    const { late, early } = await anaWaitsBehindTom('hy');
    expect((await store.findByAppointment(late.appointmentid))?.language).toBe('hy');
    practice().cancel(early.appointmentid, TOM.patientid);
    await stack.app.waitlist!.onIndexRefreshed(snapshot());
    const offer = offerTo(ANA.email)!;
    expect(offer.subject).toBe('Ազատվել է ավելի վաղ ժամ');
    expect(offer.text).toContain('(Խաղաղօվկիանոսյան ժամանակով)');
    // The tap comes from the link in the e-mail, whatever page (and header) it opens on.
    const moved = await stack.app.inject(post(WAITLIST_API.acceptOffer, { token: tokenIn(offer, '/appointments/offer') }));
    expect(moved.statusCode).toBe(200);
    const confirmation = mailer.sent.at(-1)!;
    expect([confirmation.kind, confirmation.subject]).toEqual(['reschedule-confirmation', 'Ձեր այցը տեղափոխվել է']);
  });

  it('answers a refusal in the page language, and in English for a language the site does not have', async () => {
    await start();
    const body = { patientId: ANA.patientid, appointmentId: '1', choices: CHOICES };
    const spanish = await stack.app.inject({
      ...post(WAITLIST_API.fromBooking, body),
      headers: { 'content-type': 'application/json', 'x-site-language': 'es' },
    });
    expect(spanish.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Este enlace no funciona. Su cita no ha cambiado. ¿Tiene preguntas? Llámenos al (818) 555-0142.',
    });
    const unknown = await stack.app.inject({
      ...post(WAITLIST_API.fromBooking, body),
      headers: { 'content-type': 'application/json', 'x-site-language': 'ru' },
    });
    expect(unknown.json().message).toBe('This link does not work. Your appointment has not changed. Questions? Call us at (818) 555-0142.');
  });
});
