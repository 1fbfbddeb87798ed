import type { RequestCodeBody } from './manage.schema';
import type { ManageDeps } from './manage-deps';
import type { Patient } from '../model';

/** The code store's subject: the e-mail and date of birth as the schemas normalised them. */
export function codeSubject(who: RequestCodeBody): string {
  return `${who.email}|${who.dateOfBirth}`;
}

/**
 * The patients remembered for this e-mail and date of birth whose athena record still has both: athena is the
 * source of truth, the directory only an index (a patient may have changed their e-mail since).
 */
export async function matchingPatients(deps: Pick<ManageDeps, 'directory' | 'scheduler'>, who: RequestCodeBody): Promise<Patient[]> {
  const ids = await deps.directory.find(who.email, who.dateOfBirth);
  const patients = await Promise.all(ids.map((id) => deps.scheduler.getPatient(id)));
  return patients.filter((p) => p.email?.trim().toLowerCase() === who.email && p.dob?.trim() === who.dateOfBirth);
}

export function patientName(p: Pick<Patient, 'firstname' | 'lastname'>): string {
  return `${p.firstname ?? ''} ${p.lastname ?? ''}`.trim();
}
