import type { OpenSlot } from '../model';
import type { AvailabilitySnapshot } from '../availability';
import { buildSlots } from '../rules';
import { partOfDayOf } from '../rules/part-of-day';
import { clinicDateOf, clinicWeekday, formatUsDate, parseUsDate, usDateKey } from '../time';
import { appointmentStart } from '../manage/managed-appointment';
import type { WaitlistEntry, WaitlistOffer } from './waitlist-entry';

/** The waitlist's knobs (issue #33); the server reads them from its settings. */
export interface WaitlistSettings {
  /** A freed slot is offered to at most this many entries at once (a wave). */
  offersPerWave: number;
  /** A slot starting sooner than this is not offered. */
  minNoticeMs: number;
  /** An offer not taken within this time expires (sooner if its slot starts first). */
  offerTtlMs: number;
}

export const DEFAULT_WAITLIST_SETTINGS: WaitlistSettings = {
  offersPerWave: 3,
  minNoticeMs: 2 * 60 * 60_000,
  offerTtlMs: 30 * 60_000,
};

/** A new offer to make: the slot as the index listed it, and when the offer stops being good. */
export interface PlannedOffer {
  entryId: string;
  slot: OpenSlot;
  expiresAt: Date;
}

/** What one matching run decides; the caller records it (once across replicas) and sends the e-mails. */
export interface MatchingPlan {
  offers: PlannedOffer[];
  /** Pending offers past their time, or whose slot left the index. */
  expiredOfferIds: string[];
  /** Entries whose booked appointment has started or whose end date has passed. */
  finishedEntryIds: string[];
}

function suitsTheDay(entry: WaitlistEntry, slot: OpenSlot): boolean {
  const date = parseUsDate(slot.date);
  if (!date || !entry.weekdays.includes(clinicWeekday(date))) return false;
  if (entry.partOfDay === 'any') return true;
  return partOfDayOf(slot.starttime) === entry.partOfDay;
}

/** Would this entry's patient take this slot: same visit, their provider choice, their days, and sooner. */
function suits(entry: WaitlistEntry, slot: OpenSlot, slotStart: number): boolean {
  if (slot.departmentid !== entry.departmentId || slot.appointmenttypeid !== entry.appointmentTypeId) return false;
  if (entry.providerChoice === 'same' && slot.providerid !== entry.providerId) return false;
  return slotStart < appointmentStart({ date: entry.date, starttime: entry.startTime }) && suitsTheDay(entry, slot);
}

function finished(entry: WaitlistEntry, now: Date): boolean {
  const booked = appointmentStart({ date: entry.date, starttime: entry.startTime });
  return !(booked > now.getTime()) || usDateKey(entry.endDate) < usDateKey(formatUsDate(clinicDateOf(now)));
}

/**
 * Which waiting patients get which freed slot after an index refresh (issue #33), as a pure function of the
 * snapshot, the entries, the offers made so far and the clock. Each slot goes out in waves: at most
 * `offersPerWave` pending offers at once, soonest-waiting first; an entry is never offered the same slot twice,
 * holds one pending offer at a time, and is offered its soonest suitable slot. Slot rules are the dialog's
 * (buildSlots: not frozen, the patient type or IV mode) and the manage page's (same clinic and visit type).
 */
export function planOffers(
  snapshot: Pick<AvailabilitySnapshot, 'slots'>,
  entries: readonly WaitlistEntry[],
  offers: readonly WaitlistOffer[],
  now: Date,
  settings: WaitlistSettings = DEFAULT_WAITLIST_SETTINGS,
): MatchingPlan {
  const finishedEntryIds = entries.filter((e) => finished(e, now)).map((e) => e.id);
  const waiting = entries.filter((e) => !finishedEntryIds.includes(e.id)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const listed = new Set(snapshot.slots.map((s) => s.appointmentid));
  const expiredOfferIds = offers.filter((o) => o.state === 'pending' && (o.expiresAt <= now || !listed.has(o.slotId))).map((o) => o.id);
  const live = offers.filter((o) => o.state === 'pending' && !expiredOfferIds.includes(o.id));
  const offered = new Set(offers.map((o) => `${o.entryId} ${o.slotId}`));
  const busy = new Set(live.map((o) => o.entryId));
  // A slot someone accepted is gone for everyone, even before the index sees it booked.
  const accepted = new Set(offers.filter((o) => o.state === 'accepted').map((o) => o.slotId));
  const earliestStart = now.getTime() + settings.minNoticeMs;
  const planned: PlannedOffer[] = [];
  for (const { slot, start, rules } of candidateSlots(snapshot.slots, waiting)) {
    if (!(start >= earliestStart) || accepted.has(slot.appointmentid)) continue;
    let open = settings.offersPerWave - live.filter((o) => o.slotId === slot.appointmentid).length;
    for (const entry of waiting) {
      if (open <= 0) break;
      if (busy.has(entry.id) || offered.has(`${entry.id} ${slot.appointmentid}`)) continue;
      if (!rules.has(rulesOf(entry)) || !suits(entry, slot, start)) continue;
      planned.push({ entryId: entry.id, slot, expiresAt: new Date(Math.min(now.getTime() + settings.offerTtlMs, start)) });
      busy.add(entry.id);
      open--;
    }
  }
  return { offers: planned, expiredOfferIds, finishedEntryIds };
}

const rulesOf = (e: Pick<WaitlistEntry, 'patientType' | 'mode'>) => `${e.patientType} ${e.mode}`;
const visitOf = (departmentId: string, typeId: string) => `${departmentId} ${typeId}`;

interface Candidate {
  slot: OpenSlot;
  start: number;
  /** The visit rules (patient type and mode) under which the dialog would show this slot. */
  rules: Set<string>;
}

/**
 * The slots some waiting entry could move to, soonest first, each with the visit rules that allow it (buildSlots
 * orders and de-duplicates). Only slots of a waited-for clinic and visit type are looked at: the snapshot holds
 * the whole 90-day window and the start instant costs a time-zone lookup.
 */
function candidateSlots(slots: readonly OpenSlot[], waiting: readonly WaitlistEntry[]): Candidate[] {
  const visits = new Set(waiting.map((e) => visitOf(e.departmentId, e.appointmentTypeId)));
  const relevant = slots.filter((s) => visits.has(visitOf(s.departmentid, s.appointmenttypeid)));
  const kept = new Map<string, Candidate>();
  for (const entry of new Map(waiting.map((e) => [rulesOf(e), e])).values()) {
    for (const slot of buildSlots(relevant, { patientType: entry.patientType, mode: entry.mode })) {
      const candidate = kept.get(slot.appointmentid) ?? { slot, start: appointmentStart(slot), rules: new Set<string>() };
      candidate.rules.add(rulesOf(entry));
      kept.set(slot.appointmentid, candidate);
    }
  }
  return [...kept.values()].sort((a, b) => a.start - b.start);
}
