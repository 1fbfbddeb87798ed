import { USAGE_COUNTERS } from '../availability';
import { ok } from '../errors/result';
import { appointmentStart } from '../manage/managed-appointment';
import { patientAppointments } from '../manage/my-appointments';
import type { BookedAppointment } from '../model';
import { isIvTypeName, matchesPatientType } from '../rules';
import { refuseWaitlist, type WaitlistResult } from './accept-offer';
import { quietly, removeEntry, type WaitlistDeps } from './waitlist-deps';
import type { WaitlistChoices, WaitlistEntry, WaitlistLanguage } from './waitlist-entry';

/** The dialog's slot rules for a booked visit: IV, or the patient type its type name was booked under. */
function visitRules(a: BookedAppointment): Pick<WaitlistEntry, 'patientType' | 'mode'> {
  const name = a.appointmenttype ?? '';
  if (isIvTypeName(name)) return { patientType: 'existing', mode: 'iv' };
  return { patientType: matchesPatientType(name, 'existing') ? 'existing' : 'new', mode: 'appointment' };
}

/**
 * "Tell me if an earlier time opens" for one of the patient's own upcoming appointments (issue #33); `patientIds`
 * come from a proof the server checked (the manage session or the booking just made), never from the browser.
 * Asking again changes the choices of the same entry. The address is athena's, encrypted by the store.
 */
export async function joinWaitlist(
  deps: WaitlistDeps,
  patientIds: readonly string[],
  appointmentId: string,
  choices: WaitlistChoices,
  language: WaitlistLanguage = 'en',
): Promise<WaitlistResult<WaitlistEntry>> {
  const booked = (await patientAppointments(deps.manage, patientIds)).find((a) => a.appointmentid === appointmentId);
  if (!booked) return refuseWaitlist('NOT_FOUND');
  if (booked.appointmentstatus === 'x' || !(appointmentStart(booked) > deps.manage.clock.now().getTime()))
    return refuseWaitlist('NOT_EARLIER');
  const updated = await deps.store.updateChoices(appointmentId, choices);
  if (updated) return ok(updated);
  const email = (await deps.manage.scheduler.getPatient(booked.patientid)).email?.trim();
  if (!email) return refuseWaitlist('NO_EMAIL');
  const entry = await deps.store.save({
    appointmentId,
    patientId: booked.patientid,
    departmentId: booked.departmentid,
    providerId: booked.providerid,
    appointmentTypeId: booked.appointmenttypeid,
    date: booked.date,
    startTime: booked.starttime,
    ...visitRules(booked),
    ...choices,
    language,
    email,
  });
  await quietly(deps, 'ATHENA_WAITLIST_ADD', async () => {
    const input = { departmentId: entry.departmentId, providerId: entry.providerId, patientId: entry.patientId, appointmentId };
    await deps.store.setAthenaWaitlistId(entry.id, await deps.athena.addToWaitlist(input));
  });
  await quietly(deps, 'COUNTER', () => deps.counters.increment(USAGE_COUNTERS.waitlistEntries));
  return ok(entry);
}

/** The entry of one of the session's own appointments, for the manage page; undefined when there is none. */
export async function myWaitlistEntry(deps: WaitlistDeps, patientIds: readonly string[], appointmentId: string) {
  const entry = await deps.store.findByAppointment(appointmentId);
  return entry && patientIds.includes(entry.patientId) ? entry : undefined;
}

/** Leaves the list from the manage page: only an entry of the session's own patients. */
export async function leaveWaitlist(
  deps: WaitlistDeps,
  patientIds: readonly string[],
  appointmentId: string,
): Promise<WaitlistResult<{ left: boolean }>> {
  const entry = await myWaitlistEntry(deps, patientIds, appointmentId);
  return ok({ left: entry ? await removeEntry(deps, entry.id) : false });
}

/** One-click opt-out from an offer e-mail; a second click (or an entry already gone) is the same good answer. */
export async function leaveWaitlistByToken(deps: WaitlistDeps, token: string): Promise<WaitlistResult<{ left: boolean }>> {
  const claim = deps.tokens.verify(token, 'opt-out', deps.manage.clock.now());
  if (!claim || claim.expired) return refuseWaitlist('NOT_FOUND');
  return ok({ left: await removeEntry(deps, claim.id) });
}

/** The appointment was cancelled or moved elsewhere (manage page, staff): its entry goes, here and in athena. */
export async function forgetWaitlistedAppointment(
  deps: Pick<WaitlistDeps, 'store' | 'athena' | 'onSideEffectFailed'>,
  appointmentId: string,
) {
  const entry = await deps.store.findByAppointment(appointmentId);
  return entry ? removeEntry(deps, entry.id) : false;
}
