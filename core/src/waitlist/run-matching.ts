import type { AvailabilitySnapshot } from '../availability';
import { USAGE_COUNTERS } from '../availability';
import { manageReference, patientAppointments } from '../manage/my-appointments';
import { toManagedAppointment } from '../manage/managed-appointment';
import { waitlistOfferMail } from './offer-mail';
import { quietly, removeEntry, type WaitlistDeps } from './waitlist-deps';
import type { WaitlistEntry, WaitlistOffer } from './waitlist-entry';
import { planOffers, type PlannedOffer } from './waitlist-matching';

/** What one run did, in counts only (for the log line and the tests). */
export interface MatchingRun {
  offersSent: number;
  offersExpired: number;
  entriesFinished: number;
}

/**
 * Matches the waitlist against one index snapshot and sends the offers (issue #33). Wired to the index's
 * `onIndexRefreshed`, which runs on the replica holding the refresh lease; the store records each offer once
 * across replicas anyway, so a second runner (a lease handed over mid-run) sends nothing twice.
 */
export async function runWaitlistMatching(deps: WaitlistDeps, snapshot: Pick<AvailabilitySnapshot, 'slots'>): Promise<MatchingRun> {
  const now = deps.manage.clock.now();
  const [entries, offers] = await Promise.all([deps.store.list(), deps.store.offers()]);
  const plan = planOffers(snapshot, entries, offers, now, deps.settings);
  for (const id of plan.finishedEntryIds) await removeEntry(deps, id);
  const offersExpired = await deps.store.expireOffers(plan.expiredOfferIds);
  if (offersExpired > 0) await count(deps, USAGE_COUNTERS.offersExpired, offersExpired);
  let offersSent = 0;
  const byId = new Map(entries.map((e) => [e.id, e]));
  for (const planned of plan.offers) {
    const entry = byId.get(planned.entryId)!;
    // Cancelled or moved outside the site (the front desk, `clinic cancel`): the entry goes, nobody is offered.
    if (!(await stillBooked(deps, entry))) {
      await removeEntry(deps, entry.id);
      continue;
    }
    const recorded = await deps.store.recordOffer(planned, deps.settings.offersPerWave);
    if (!recorded) continue;
    await quietly(deps, 'OFFER_MAIL', () => sendOffer(deps, entry, planned, recorded));
    offersSent++;
  }
  if (offersSent > 0) await count(deps, USAGE_COUNTERS.offersSent, offersSent);
  return { offersSent, offersExpired, entriesFinished: plan.finishedEntryIds.length };
}

/** Whether the appointment an entry would replace is still booked: one read of the patient's list per offer. */
async function stillBooked(deps: WaitlistDeps, entry: WaitlistEntry): Promise<boolean> {
  const appointments = await patientAppointments(deps.manage, [entry.patientId]);
  return appointments.some((a) => a.appointmentid === entry.appointmentId && a.appointmentstatus !== 'x');
}

async function count(deps: WaitlistDeps, name: (typeof USAGE_COUNTERS)[keyof typeof USAGE_COUNTERS], by: number) {
  await quietly(deps, 'COUNTER', () => deps.counters.increment(name, { by }));
}

async function sendOffer(deps: WaitlistDeps, entry: WaitlistEntry, planned: PlannedOffer, offer: WaitlistOffer) {
  const email = await deps.store.recipientOf(entry.id);
  if (!email) return;
  const ref = await manageReference(deps.manage);
  const slot = toManagedAppointment({ ...planned.slot, patientid: entry.patientId, appointmentstatus: 'f' }, ref);
  const department = ref.departments.find((d) => d.departmentid === planned.slot.departmentid);
  // The opt-out link outlives any entry: a booked appointment is at most the 90-day window away.
  const optOutUntil = new Date(offer.expiresAt.getTime() + 120 * 86_400_000);
  const tokens = {
    offer: deps.tokens.sign({ purpose: 'offer', id: offer.id, expiresAt: offer.expiresAt }),
    optOut: deps.tokens.sign({ purpose: 'opt-out', id: entry.id, expiresAt: optOutUntil }),
  };
  const mail = waitlistOfferMail(
    email,
    {
      id: offer.id,
      slot: { appointment: slot, department },
      bookedDate: entry.date,
      bookedTime: entry.startTime,
      expiresAt: offer.expiresAt,
    },
    tokens,
    deps.manage.siteOrigin,
    entry.language,
  );
  await deps.manage.mailer.send(mail);
}
