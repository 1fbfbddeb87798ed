import { USAGE_COUNTERS } from '../availability';
import { fail, ok, type Failure, type Result } from '../errors/result';
import type { BookedAppointment } from '../model';
import { moveToSlot } from '../manage/change-appointment';
import type { ManagedAppointment } from '../manage/manage.schema';
import { appointmentStart, toManagedAppointment } from '../manage/managed-appointment';
import { manageReference, patientAppointments } from '../manage/my-appointments';
import { addClinicDays, clinicDateOf, formatUsDate, parseUsDate } from '../time';
import { BOOKING_LIMITS } from '../catalog';
import { quietly, removeEntry, type WaitlistDeps } from './waitlist-deps';
import type { WaitlistEntry, WaitlistOffer } from './waitlist-entry';
import { WAITLIST_MESSAGES, type WaitlistOutcomeCode } from './waitlist-messages';

/** A refusal the offer page shows as a page: its stable code and the kind sentence that goes with it. */
export type WaitlistRefusal = Failure<WaitlistOutcomeCode> & { message: string };
export type WaitlistResult<T> = Result<T, WaitlistRefusal>;

export const refuseWaitlist = (code: WaitlistOutcomeCode): WaitlistRefusal => fail(code, { message: WAITLIST_MESSAGES[code] });

/** What the offer page shows: the appointment the patient has and the earlier one offered. */
export interface OfferView {
  booked: ManagedAppointment;
  offered: ManagedAppointment;
  expiresAt: string;
}

interface LiveOffer {
  offer: WaitlistOffer;
  entry: WaitlistEntry;
  old: BookedAppointment;
}

const REFUSAL_OF_STATE = { accepted: 'OFFER_USED', expired: 'OFFER_EXPIRED', taken: 'OFFER_TAKEN' } as const;

/** The offer a token names, with its entry and the appointment it would replace, or why it no longer stands. */
async function liveOffer(deps: WaitlistDeps, token: string): Promise<WaitlistResult<LiveOffer>> {
  const now = deps.manage.clock.now();
  const claim = deps.tokens.verify(token, 'offer', now);
  if (!claim) return refuseWaitlist('NOT_FOUND');
  const offer = await deps.store.getOffer(claim.id);
  // An offer is deleted with its entry (moved, cancelled, left): its link is used up.
  if (!offer) return refuseWaitlist('OFFER_USED');
  if (offer.state !== 'pending') return refuseWaitlist(REFUSAL_OF_STATE[offer.state]);
  if (claim.expired || offer.expiresAt <= now) return refuseWaitlist('OFFER_EXPIRED');
  const entry = await deps.store.get(offer.entryId);
  if (!entry) return refuseWaitlist('OFFER_USED');
  const old = (await patientAppointments(deps.manage, [entry.patientId])).find((a) => a.appointmentid === entry.appointmentId);
  if (!old || old.appointmentstatus === 'x' || appointmentStart(old) <= now.getTime()) return refuseWaitlist('NOT_EARLIER');
  return ok({ offer, entry, old });
}

/** The slot as athena lists it now: a slot booked meanwhile (the front desk, another patient) is missing. */
async function openSlotOf(deps: WaitlistDeps, entry: WaitlistEntry, slotId: string) {
  const today = clinicDateOf(deps.manage.clock.now());
  const slots = await deps.manage.scheduler.getOpenSlots({
    departmentId: entry.departmentId,
    appointmentTypeId: entry.appointmentTypeId,
    startDate: formatUsDate(today),
    endDate: formatUsDate(addClinicDays(today, BOOKING_LIMITS.searchWindowDays)),
  });
  return slots.find((s) => s.appointmentid === slotId);
}

/** Both appointments, for the offer page; a token that no longer works gets its kind sentence instead. */
export async function viewOffer(deps: WaitlistDeps, token: string): Promise<WaitlistResult<OfferView>> {
  const live = await liveOffer(deps, token);
  if (!live.ok) return live;
  const slot = await openSlotOf(deps, live.value.entry, live.value.offer.slotId);
  if (!slot) return refuseWaitlist('SLOT_TAKEN');
  const ref = await manageReference(deps.manage);
  return ok({
    booked: toManagedAppointment(live.value.old, ref),
    offered: toManagedAppointment({ ...slot, patientid: live.value.old.patientid, appointmentstatus: 'f' }, ref),
    expiresAt: live.value.offer.expiresAt.toISOString(),
  });
}

/**
 * "Move my appointment" (issue #33): the offer becomes its slot's one accepted offer, then the manage flow's
 * reschedule rule books the new slot first and cancels the old one after. A slot booked meanwhile (409) leaves
 * the patient's appointment and their place on the list as they were.
 */
export async function acceptOffer(
  deps: WaitlistDeps,
  token: string,
): Promise<WaitlistResult<{ appointment: ManagedAppointment; oldAppointmentStillBooked?: true }>> {
  const live = await liveOffer(deps, token);
  if (!live.ok) return live;
  const { offer, entry, old } = live.value;
  const claim = await deps.store.claimOffer(offer.id, deps.manage.clock.now());
  if (claim !== 'claimed')
    return refuseWaitlist(claim === 'unknown' ? 'OFFER_USED' : REFUSAL_OF_STATE[claim === 'used' ? 'accepted' : claim]);
  const slot = await openSlotOf(deps, entry, offer.slotId).catch(async (error: unknown) => {
    await deps.store.markTaken(offer.id);
    throw error;
  });
  // The confirmation is in the language the entry was made in, as its offer was.
  const moved = slot ? await moveToSlot(deps.manage, old, slot, entry.language) : undefined;
  if (!moved?.ok) {
    await deps.store.markTaken(offer.id);
    return refuseWaitlist('SLOT_TAKEN');
  }
  await removeEntry(deps, entry.id);
  await quietly(deps, 'COUNTER', () => deps.counters.increment(USAGE_COUNTERS.offersAccepted));
  await quietly(deps, 'COUNTER', () => deps.counters.increment(USAGE_COUNTERS.daysGained, { by: daysBetween(slot!.date, old.date) }));
  return ok(moved.value);
}

function daysBetween(earlier: string, later: string): number {
  const [a, b] = [parseUsDate(earlier), parseUsDate(later)];
  if (!a || !b) return 0;
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}
