import { isSchedulerError, type SchedulerError } from '../errors';
import type { SiteLanguageCode } from '../i18n/site-languages';
import type { BookedAppointment, OpenSlot } from '../model';
import { addClinicDays, clinicDateOf, formatUsDate } from '../time';
import { BOOKING_LIMITS } from '../catalog';
import { cancelReasonLabel, type CancelReasonCode } from './cancel-reasons';
import { cancelConfirmationMail, rescheduleConfirmationMail, type MailAppointment } from './manage-mail';
import type { AppointmentResponse } from './manage.schema';
import { ok } from '../errors/result';
import { refuseManage, type ManageResult } from './manage-result';
import { sendQuietly, type ManageDeps } from './manage-deps';
import { appointmentStart, toManagedAppointment, type ManageReference } from './managed-appointment';
import { movedFromNote } from './moved-appointments';
import { manageReference, patientAppointments } from './my-appointments';
import { patientName } from './verify-patient';

/** athena's cancellationreason when a reschedule cancels the old appointment. */
export const RESCHEDULE_CANCEL_REASON = 'Rescheduled online by the patient';
/** Tries at cancelling the old appointment after the new one is booked. */
export const RESCHEDULE_CANCEL_TRIES = 3;

/** One of the session's own appointments; another patient's id is simply not found. */
async function ownAppointment(deps: ManageDeps, patientIds: readonly string[], appointmentId: string) {
  const all = await patientAppointments(deps, patientIds);
  return all.find((a) => a.appointmentid === appointmentId);
}

/** Scheduled and not started yet. */
function changeable(deps: ManageDeps, a: BookedAppointment): boolean {
  return a.appointmentstatus !== 'x' && appointmentStart(a) > deps.clock.now().getTime();
}

function mailAppointment(a: BookedAppointment, ref: ManageReference): MailAppointment {
  return { appointment: toManagedAppointment(a, ref), department: ref.departments.find((d) => d.departmentid === a.departmentid) };
}

/** The patient's own address from athena: never from the browser. */
async function recipient(deps: ManageDeps, patientId: string): Promise<{ email: string; name: string } | undefined> {
  try {
    const patient = await deps.scheduler.getPatient(patientId);
    return patient.email?.trim() ? { email: patient.email.trim(), name: patientName(patient) } : undefined;
  } catch (error) {
    deps.onMailFailed?.('cancel-confirmation', error);
    return undefined;
  }
}

/** Cancels one of the session's own upcoming appointments and e-mails a confirmation (best effort). */
export async function cancelMyAppointment(
  deps: ManageDeps,
  patientIds: readonly string[],
  appointmentId: string,
  reason: CancelReasonCode,
  language: SiteLanguageCode = 'en',
): Promise<ManageResult<AppointmentResponse>> {
  const appointment = await ownAppointment(deps, patientIds, appointmentId);
  if (!appointment) return refuseManage('APPOINTMENT_NOT_FOUND');
  if (appointment.appointmentstatus === 'x') return refuseManage('ALREADY_CANCELLED');
  if (!changeable(deps, appointment)) return refuseManage('NOT_CANCELLABLE');
  await deps.scheduler.cancelAppointment({ appointmentId, patientId: appointment.patientid, reason: cancelReasonLabel(reason) });
  const cancelled: BookedAppointment = { ...appointment, appointmentstatus: 'x' };
  const ref = await manageReference(deps);
  const to = await recipient(deps, appointment.patientid);
  if (to) await sendQuietly(deps, cancelConfirmationMail(to, mailAppointment(cancelled, ref), deps.siteOrigin, language));
  return ok({ appointment: toManagedAppointment(cancelled, ref) });
}

async function cancelWithRetries(deps: ManageDeps, old: BookedAppointment): Promise<boolean> {
  for (let attempt = 1; attempt <= RESCHEDULE_CANCEL_TRIES; attempt++) {
    try {
      await deps.scheduler.cancelAppointment({
        appointmentId: old.appointmentid,
        patientId: old.patientid,
        reason: RESCHEDULE_CANCEL_REASON,
      });
      return true;
    } catch (error) {
      // Only an outage is worth another try; a refusal (400/404) will not change.
      if (!isSchedulerError(error) || !retryable(error)) return false;
    }
  }
  return false;
}

const retryable = (error: SchedulerError) => ['TIMEOUT', 'NETWORK', 'UPSTREAM', 'RATE_LIMITED'].includes(error.code);

/**
 * Moves one of the session's own appointments to an open slot of the same provider and type: the new slot is
 * booked first and the old appointment cancelled only after, so a failure never leaves the patient with nothing.
 */
export async function rescheduleMyAppointment(
  deps: ManageDeps,
  patientIds: readonly string[],
  appointmentId: string,
  newAppointmentId: string,
  language: SiteLanguageCode = 'en',
): Promise<ManageResult<AppointmentResponse>> {
  const old = await ownAppointment(deps, patientIds, appointmentId);
  if (!old) return refuseManage('APPOINTMENT_NOT_FOUND');
  if (!changeable(deps, old)) return refuseManage('NOT_CANCELLABLE');
  const today = clinicDateOf(deps.clock.now());
  // Same department and type, any provider: a slot of another provider is refused as such, not as "taken".
  const slots = await deps.scheduler.getOpenSlots({
    departmentId: old.departmentid,
    appointmentTypeId: old.appointmenttypeid,
    startDate: formatUsDate(today),
    endDate: formatUsDate(addClinicDays(today, BOOKING_LIMITS.searchWindowDays)),
  });
  const slot = slots.find((s) => s.appointmentid === newAppointmentId);
  if (slot && (slot.providerid !== old.providerid || slot.appointmenttypeid !== old.appointmenttypeid))
    return refuseManage('NOT_SAME_VISIT');
  if (!slot || appointmentStart(slot) <= deps.clock.now().getTime()) return refuseManage('SLOT_UNAVAILABLE');
  return moveToSlot(deps, old, slot, language);
}

/**
 * The reschedule rule, shared by the manage page and the waitlist's offers (issue #33): the new slot is booked
 * first and the old appointment cancelled only after, so a failure never leaves the patient with nothing; a slot
 * taken meanwhile is refused as SLOT_UNAVAILABLE and the old appointment stays.
 */
export async function moveToSlot(
  deps: ManageDeps,
  old: BookedAppointment,
  slot: OpenSlot,
  language: SiteLanguageCode = 'en',
): Promise<ManageResult<AppointmentResponse>> {
  const newAppointmentId = slot.appointmentid;
  let booked: BookedAppointment;
  try {
    booked = await deps.scheduler.bookAppointment({
      appointmentid: newAppointmentId,
      patientid: old.patientid,
      appointmenttypeid: old.appointmenttypeid,
      departmentid: old.departmentid,
      notes: movedFromNote(old.appointmentid),
    });
  } catch (error) {
    if (isSchedulerError(error) && error.code === 'SLOT_UNAVAILABLE') return refuseManage('SLOT_UNAVAILABLE');
    throw error;
  }
  const oldCancelled = await cancelWithRetries(deps, old);
  const ref = await manageReference(deps);
  const moved: BookedAppointment = {
    ...slot,
    ...booked,
    appointmenttype: booked.appointmenttype ?? old.appointmenttype,
    appointmentstatus: 'f',
  } as BookedAppointment;
  const to = await recipient(deps, old.patientid);
  if (to) {
    const mail = rescheduleConfirmationMail(
      to,
      { from: mailAppointment(old, ref), to: mailAppointment(moved, ref) },
      deps.siteOrigin,
      !oldCancelled,
      language,
    );
    await sendQuietly(deps, mail);
  }
  return ok({ appointment: toManagedAppointment(moved, ref), ...(oldCancelled ? {} : { oldAppointmentStillBooked: true as const }) });
}
