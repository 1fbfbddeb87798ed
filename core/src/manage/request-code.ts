import { clinicTimeOf } from '../time';
import { MANAGE_LIMITS } from './manage-limits';
import type { RequestCodeBody } from './manage.schema';
import { verificationCodeFields, verificationCodeMail } from './manage-mail';
import type { ManageDeps } from './manage-deps';
import { codeSubject, matchingPatients, patientName } from './verify-patient';

/** "3:05 PM" for an HH:MM clinic time. */
function twelveHour(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * Issues a code for the e-mail and date of birth, and e-mails it only when they match a patient. A code is
 * stored either way, so checking it later behaves the same (tries, lock, expiry) for a stranger and a patient.
 * The caller answers the same whatever this returns; `matched` is for tests and metrics only.
 */
export async function requestVerificationCode(deps: ManageDeps, who: RequestCodeBody): Promise<{ matched: boolean }> {
  const code = deps.codeGenerator.next(MANAGE_LIMITS.codeDigits);
  const expiresAt = new Date(deps.clock.now().getTime() + MANAGE_LIMITS.codeTtlMinutes * 60_000);
  await deps.codes.issue(codeSubject(who), code, expiresAt);
  const [patient] = await matchingPatients(deps, who);
  if (!patient) return { matched: false };
  const fields = verificationCodeFields({ email: who.email, name: patientName(patient) }, code, twelveHour(clinicTimeOf(expiresAt)));
  await deps.mailer.send(verificationCodeMail(fields));
  return { matched: true };
}
