import { describe, expect, it } from 'vitest';
import type { OpenSlot } from '../model';
import { openSlot } from '../test-support/booking-fixtures';
import type { WaitlistEntry, WaitlistOffer } from './waitlist-entry';
import { DEFAULT_WAITLIST_SETTINGS, planOffers } from './waitlist-matching';

const NOW = new Date('2026-12-01T16:00:00Z'); // Tue Dec 1 2026, 8:00 AM in the clinic
const WEEKDAYS = [1, 2, 3, 4, 5];

/** Booked Tue Dec 15 2026, 9:00 with provider 10 at Glendale (department 1), a follow-up (type 31). */
function entry(id: string, minutesWaiting: number, extra: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    id,
    appointmentId: `b${id}`,
    patientId: `p${id}`,
    departmentId: '1',
    providerId: '10',
    appointmentTypeId: '31',
    date: '12/15/2026',
    startTime: '09:00',
    providerChoice: 'same',
    weekdays: WEEKDAYS,
    partOfDay: 'any',
    endDate: '12/14/2026' as WaitlistEntry['endDate'],
    patientType: 'existing',
    mode: 'appointment',
    language: 'en',
    createdAt: new Date(NOW.getTime() - minutesWaiting * 60_000),
    ...extra,
  };
}

const followUp = (id: string, date: string, time: string, extra: Partial<OpenSlot> = {}) => openSlot(id, date, time, '31', extra);
// Thu Dec 3 2026, 10:00 AM: a freed follow-up with provider 10.
const FREED = followUp('501', '12/03/2026', '10:00');
const offer = (entryId: string, slotId: string, extra: Partial<WaitlistOffer> = {}): WaitlistOffer => ({
  id: `o${entryId}-${slotId}`,
  entryId,
  slotId,
  state: 'pending',
  expiresAt: new Date(NOW.getTime() + 10 * 60_000),
  ...extra,
});
const offeredTo = (plan: ReturnType<typeof planOffers>) => plan.offers.map((o) => `${o.entryId}→${o.slot.appointmentid}`);

describe('waitlist matching', () => {
  it('offers a freed slot to at most three waiting patients, soonest-waiting first', () => {
    const five = [entry('e', 10), entry('a', 50), entry('c', 30), entry('b', 40), entry('d', 20)];
    const plan = planOffers({ slots: [FREED] }, five, [], NOW);
    expect(offeredTo(plan)).toEqual(['a→501', 'b→501', 'c→501']);
  });

  it('sends the next wave only when an offer of the first has expired, and never the same offer twice', () => {
    const five = [entry('a', 50), entry('b', 40), entry('c', 30), entry('d', 20), entry('e', 10)];
    const firstWave = [offer('a', '501'), offer('b', '501', { expiresAt: NOW }), offer('c', '501')];
    const plan = planOffers({ slots: [FREED] }, five, firstWave, NOW);
    expect(plan.expiredOfferIds).toEqual(['ob-501']);
    expect(offeredTo(plan)).toEqual(['d→501']);
  });

  it('offers nothing more of a slot somebody accepted', () => {
    const plan = planOffers({ slots: [FREED] }, [entry('a', 50), entry('b', 40)], [offer('a', '501', { state: 'accepted' })], NOW);
    expect(plan.offers).toEqual([]);
  });

  it('expires a pending offer whose slot left the index', () => {
    const plan = planOffers({ slots: [] }, [entry('a', 50)], [offer('a', '501')], NOW);
    expect(plan.expiredOfferIds).toEqual(['oa-501']);
  });

  it('lets an offer expire after 30 minutes, or when its slot starts if that is sooner', () => {
    // Tue Dec 1 2026, 10:15 AM: two hours and a quarter from now.
    const soon = followUp('502', '12/01/2026', '10:15');
    const [later, sooner] = [
      planOffers({ slots: [FREED] }, [entry('a', 5)], [], NOW),
      planOffers({ slots: [soon] }, [entry('a', 5)], [], NOW),
    ];
    expect(later.offers[0]!.expiresAt).toEqual(new Date('2026-12-01T16:30:00Z'));
    expect(
      planOffers({ slots: [soon] }, [entry('a', 5)], [], NOW, { ...DEFAULT_WAITLIST_SETTINGS, offerTtlMs: 4 * 3600_000 }).offers[0]!
        .expiresAt,
    ).toEqual(new Date('2026-12-01T18:15:00Z'));
    expect(sooner.offers).toHaveLength(1);
  });

  it('skips a slot starting within the two hours of notice', () => {
    // Tue Dec 1 2026, 9:45 AM: an hour and three quarters from now.
    expect(planOffers({ slots: [followUp('502', '12/01/2026', '09:45')] }, [entry('a', 5)], [], NOW).offers).toEqual([]);
  });

  it('offers only a slot earlier than the booked one', () => {
    // Wed Dec 16 2026, 9:00 AM: after the booked Dec 15.
    expect(
      planOffers({ slots: [followUp('503', '12/16/2026', '09:00')] }, [entry('a', 5, { endDate: '12/31/2026' as never })], [], NOW).offers,
    ).toEqual([]);
  });

  it('keeps to the provider choice: the same provider, or anyone at the same clinic', () => {
    const otherProvider = followUp('504', '12/03/2026', '10:00', { providerid: '12' });
    const otherClinic = followUp('505', '12/03/2026', '10:30', { providerid: '12', departmentid: '2' });
    const slots = { slots: [otherProvider, otherClinic] };
    expect(planOffers(slots, [entry('a', 5)], [], NOW).offers).toEqual([]);
    expect(offeredTo(planOffers(slots, [entry('a', 5, { providerChoice: 'any' })], [], NOW))).toEqual(['a→504']);
  });

  it('keeps to the days of the week and the part of day that suit', () => {
    // Thu Dec 3 2026 at 10:00 and 14:00; Sat Dec 5 at 10:00.
    const slots = { slots: [FREED, followUp('506', '12/03/2026', '14:00'), followUp('507', '12/05/2026', '10:00')] };
    expect(offeredTo(planOffers(slots, [entry('a', 5, { partOfDay: 'afternoon' })], [], NOW))).toEqual(['a→506']);
    expect(offeredTo(planOffers(slots, [entry('a', 5, { weekdays: [6] })], [], NOW))).toEqual(['a→507']);
  });

  it("follows the dialog's slot rules: no frozen slot, no other visit type", () => {
    const slots = { slots: [followUp('508', '12/03/2026', '09:00', { frozen: true }), openSlot('509', '12/03/2026', '09:30', '21')] };
    expect(planOffers(slots, [entry('a', 5)], [], NOW).offers).toEqual([]);
  });

  it('offers each patient their soonest suitable slot, one pending offer at a time', () => {
    const slots = { slots: [FREED, followUp('510', '12/02/2026', '15:00')] };
    expect(offeredTo(planOffers(slots, [entry('a', 5)], [], NOW))).toEqual(['a→510']);
    expect(planOffers(slots, [entry('a', 5)], [offer('a', '510')], NOW).offers).toEqual([]);
  });

  it('finishes entries whose appointment has started or whose end date has passed', () => {
    const started = entry('a', 5, { date: '12/01/2026', startTime: '07:30' });
    const ended = entry('b', 5, { endDate: '11/30/2026' as never });
    const plan = planOffers({ slots: [FREED] }, [started, ended, entry('c', 5)], [], NOW);
    expect(plan.finishedEntryIds).toEqual(['a', 'b']);
    expect(offeredTo(plan)).toEqual(['c→501']);
  });
});
