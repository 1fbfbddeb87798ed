import { describe, expect, it } from 'vitest';
import type { BookedAppointment, OpenSlot, Patient } from '../model';
import type { OutgoingMail } from '../ports';
import type { ManageDeps, ManageScheduler } from '../manage/manage-deps';
import { FixedClock, openSlot } from '../test-support';
import {
  InMemoryAppointmentClaims,
  InMemoryAthenaWaitlist,
  InMemoryUsageCounters,
  InMemoryWaitlistStore,
  PlainWaitlistTokens,
} from '../test-support/in-memory-waitlist';
import { acceptOffer, viewOffer } from './accept-offer';
import { joinWaitlist, leaveWaitlistByToken } from './join-waitlist';
import { runWaitlistMatching } from './run-matching';
import type { WaitlistDeps } from './waitlist-deps';
import type { WaitlistChoices } from './waitlist-entry';
import type { UsDate } from '../time';
import { DEFAULT_WAITLIST_SETTINGS } from './waitlist-matching';

const NOW = '2030-01-07T16:00:00Z'; // Mon Jan 7 2030, 8:00 AM in the clinic
const followUp = (id: string, date: string, time: string): OpenSlot =>
  openSlot(id, date, time, '3', { providerid: '11', appointmenttype: 'FOLLOW UP' });
const CHOICES: WaitlistChoices = { providerChoice: 'same', weekdays: [1, 2, 3, 4, 5], partOfDay: 'any', endDate: '01/31/2030' as UsDate };
const PATIENTS = ['1', '2', '3', '4', '5'];

/** Five patients booked Mon Jan 21 2030 (9:00 to 11:00) with provider 11; a follow-up freed on Wed Jan 9, 10:00. */
function world() {
  const clock = new FixedClock(NOW);
  const open: OpenSlot[] = [followUp('201', '01/09/2030', '10:00')];
  const appointments: BookedAppointment[] = PATIENTS.map((p, i) => ({
    ...followUp(`10${p}`, '01/21/2030', `${9 + Math.floor(i / 2)}:${i % 2 ? '30' : '00'}`),
    patientid: p,
    appointmentstatus: 'f',
  }));
  const scheduler: ManageScheduler = {
    getPatient: async (id): Promise<Patient> => ({
      patientid: id,
      firstname: 'P',
      lastname: id,
      dob: '01/02/1990',
      email: `patient${id}@example.com`,
    }),
    getPatientAppointments: async (q) => appointments.filter((a) => a.patientid === q.patientId).map((a) => ({ ...a })),
    cancelAppointment: async (input) => {
      const a = appointments.find((x) => x.appointmentid === input.appointmentId)!;
      a.appointmentstatus = 'x';
      open.push(followUp(a.appointmentid, a.date, a.starttime));
    },
    bookAppointment: async (b) => {
      const at = open.findIndex((s) => s.appointmentid === b.appointmentid);
      const [s] = open.splice(at, 1);
      const made = { ...s!, patientid: b.patientid, appointmentstatus: 'f' };
      appointments.push(made);
      return made;
    },
    getOpenSlots: async () => open.map((s) => ({ ...s })),
    getDepartments: async () => [
      { departmentid: '1', name: 'Glendale', address: '214 N Central Ave', city: 'GLENDALE', state: 'CA', zip: '91203' },
    ],
    getProviders: async () => [{ providerid: '11', firstname: 'Dana', lastname: 'Reyes', displayname: 'Dana Reyes MD' }],
  };
  const sent: OutgoingMail[] = [];
  const manage = {
    scheduler,
    mailer: { send: async (m: OutgoingMail) => void sent.push(m) },
    clock,
    siteOrigin: 'https://clinic.example.org',
  } as unknown as ManageDeps;
  const store = new InMemoryWaitlistStore(() => clock.now());
  const athena = new InMemoryAthenaWaitlist();
  const counters = new InMemoryUsageCounters();
  const claims = new InMemoryAppointmentClaims();
  const deps: WaitlistDeps = {
    store,
    athena,
    tokens: new PlainWaitlistTokens(),
    counters,
    manage,
    claims,
    settings: DEFAULT_WAITLIST_SETTINGS,
  };
  const offersTo = (p: string) => sent.filter((m) => m.kind === 'waitlist-offer' && m.to.email === `patient${p}@example.com`);
  const link = (m: OutgoingMail, path: string) => decodeURIComponent(new RegExp(`${path}\\?token=(\\S+)`).exec(m.text)![1]!);
  const offerToken = (p: string) => link(offersTo(p).at(-1)!, '/appointments/offer');
  const optOutToken = (p: string) => link(offersTo(p).at(-1)!, '/appointments/waitlist/leave');
  // Each patient opts in a minute after the one before: patient 1 has waited longest.
  async function everyoneWaits() {
    for (const p of PATIENTS) {
      expect((await joinWaitlist(deps, [p], `10${p}`, { ...CHOICES, weekdays: [...CHOICES.weekdays] })).ok).toBe(true);
      clock.advanceMinutes(1);
    }
  }
  const statusOf = (id: string) => appointments.find((a) => a.appointmentid === id)?.appointmentstatus;
  return {
    deps,
    clock,
    open,
    appointments,
    sent,
    store,
    athena,
    counters,
    claims,
    offersTo,
    offerToken,
    optOutToken,
    everyoneWaits,
    statusOf,
  };
}

describe('earlier times, offered in waves', () => {
  it('offers one freed slot to three of five waiting patients; the first to accept moves, the second is told it was taken', async () => {
    const w = world();
    await w.everyoneWaits();
    expect(w.athena.ids.size).toBe(5);
    expect(await runWaitlistMatching(w.deps, { slots: w.open })).toMatchObject({ offersSent: 3 });
    expect(PATIENTS.map((p) => w.offersTo(p).length)).toEqual([1, 1, 1, 0, 0]);

    const view = await viewOffer(w.deps, w.offerToken('2'));
    expect(view.ok && [view.value.booked.appointmentId, view.value.offered.appointmentId]).toEqual(['102', '201']);
    const first = await acceptOffer(w.deps, w.offerToken('2'));
    expect(first.ok && first.value.appointment).toMatchObject({ appointmentId: '201', date: '01/09/2030' });
    expect(w.statusOf('102')).toBe('x');
    expect(w.open.map((s) => s.appointmentid)).toContain('102');
    expect(await w.store.findByAppointment('102')).toBeUndefined();
    expect(w.athena.ids.size).toBe(4);

    const second = await acceptOffer(w.deps, w.offerToken('1'));
    expect(second).toMatchObject({ ok: false, code: 'OFFER_TAKEN' });
    expect(w.statusOf('101')).toBe('f');
    expect(await w.store.findByAppointment('101')).toBeDefined();
    expect(w.counters.counts.get('offers_accepted')).toBe(1);
    // Mon Jan 21 given up for Wed Jan 9: twelve days sooner.
    expect(w.counters.counts.get('days_gained')).toBe(12);
    expect(await acceptOffer(w.deps, w.offerToken('2'))).toMatchObject({ ok: false, code: 'OFFER_USED' });
  });

  it('lets an offer expire after 30 minutes and sends the slot to the next patient in line', async () => {
    const w = world();
    await w.everyoneWaits();
    await runWaitlistMatching(w.deps, { slots: w.open });
    w.clock.advanceMinutes(31);
    expect(await acceptOffer(w.deps, w.offerToken('1'))).toMatchObject({ ok: false, code: 'OFFER_EXPIRED' });
    expect(await runWaitlistMatching(w.deps, { slots: w.open })).toEqual({ offersSent: 2, offersExpired: 3, entriesFinished: 0 });
    expect(PATIENTS.map((p) => w.offersTo(p).length)).toEqual([1, 1, 1, 1, 1]);
    expect(w.counters.counts.get('offers_expired')).toBe(3);
    expect(w.statusOf('101')).toBe('f');
  });

  it('keeps the original appointment when the front desk booked the slot meanwhile, with a kind message', async () => {
    const w = world();
    await w.everyoneWaits();
    await runWaitlistMatching(w.deps, { slots: w.open });
    w.open.splice(0, 1); // booked by phone before the patient tapped
    const taken = await acceptOffer(w.deps, w.offerToken('1'));
    expect(taken).toMatchObject({ ok: false, code: 'SLOT_TAKEN', message: expect.stringContaining('has not changed') });
    expect(w.statusOf('101')).toBe('f');
    expect(await w.store.findByAppointment('101')).toBeDefined();
  });

  it('refuses a tap while the manage page changes the same appointment, moving nothing, and lets a later tap move it', async () => {
    const w = world();
    await w.everyoneWaits();
    await runWaitlistMatching(w.deps, { slots: w.open });
    w.claims.held.add('101'); // patient 1 is rescheduling appointment 101 on the manage page
    const refused = await acceptOffer(w.deps, w.offerToken('1'));
    expect(refused).toMatchObject({ ok: false, code: 'BEING_CHANGED', message: expect.stringContaining('nothing was moved') });
    expect([w.statusOf('101'), w.statusOf('201')]).toEqual(['f', undefined]);
    expect((await w.store.offers()).filter((o) => o.state !== 'pending')).toEqual([]);

    w.claims.held.delete('101');
    expect(await acceptOffer(w.deps, w.offerToken('1'))).toMatchObject({ ok: true, value: { appointment: { appointmentId: '201' } } });
    expect(w.statusOf('101')).toBe('x');
  });

  it('books nothing when the manage page cancelled the appointment just before the tap took its claim', async () => {
    const w = world();
    await w.everyoneWaits();
    await runWaitlistMatching(w.deps, { slots: w.open });
    const token = w.offerToken('1');
    // A cancel of appointment 101 ends, giving its claim back, just as the tap takes it: the tap reads 101 under the claim.
    w.deps.claims = {
      exclusively: (id, wait, change) => {
        w.appointments.find((a) => a.appointmentid === '101')!.appointmentstatus = 'x';
        return w.claims.exclusively(id, wait, change);
      },
    };
    expect(await acceptOffer(w.deps, token)).toMatchObject({ ok: false, code: 'NOT_EARLIER' });
    expect(w.statusOf('201')).toBeUndefined();
    expect(w.open.map((s) => s.appointmentid)).toContain('201');
  });

  it('takes a patient off the list with one click from the offer e-mail, here and in athena', async () => {
    const w = world();
    await w.everyoneWaits();
    await runWaitlistMatching(w.deps, { slots: w.open });
    expect(await leaveWaitlistByToken(w.deps, w.optOutToken('3'))).toEqual({ ok: true, value: { left: true } });
    expect(await leaveWaitlistByToken(w.deps, w.optOutToken('3'))).toEqual({ ok: true, value: { left: false } });
    expect(await w.store.findByAppointment('103')).toBeUndefined();
    expect([...w.athena.ids.values()].map((e) => e.patientId)).toEqual(['1', '2', '4', '5']);
    expect(await acceptOffer(w.deps, w.offerToken('3'))).toMatchObject({ ok: false, code: 'OFFER_USED' });
  });

  it("refuses a forged link and another patient's appointment", async () => {
    const w = world();
    expect(await acceptOffer(w.deps, 'offer:nope')).toMatchObject({ ok: false, code: 'OFFER_USED' });
    expect(await acceptOffer(w.deps, 'garbage')).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await joinWaitlist(w.deps, ['1'], '102', { ...CHOICES, weekdays: [1] })).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });
});

describe('an appointment cancelled outside the site', () => {
  it('leaves the list at the next run, here and in athena, and its patient is offered nothing', async () => {
    const w = world();
    await w.everyoneWaits();
    // The front desk cancels patient 1's appointment by phone (`clinic cancel`).
    w.appointments.find((a) => a.appointmentid === '101')!.appointmentstatus = 'x';
    await runWaitlistMatching(w.deps, { slots: w.open });
    expect(w.offersTo('1')).toEqual([]);
    expect(PATIENTS.map((p) => w.offersTo(p).length)).toEqual([0, 1, 1, 0, 0]);
    expect(await w.store.findByAppointment('101')).toBeUndefined();
    expect([...w.athena.ids.values()].map((e) => e.patientId)).toEqual(['2', '3', '4', '5']);
  });
});
