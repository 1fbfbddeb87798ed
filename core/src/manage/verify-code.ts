import { MANAGE_LIMITS } from './manage-limits';
import type { VerifyCodeBody } from './manage.schema';
import { ok } from '../errors/result';
import { refuseManage, type ManageResult } from './manage-result';
import type { ManageDeps } from './manage-deps';
import { codeSubject, matchingPatients } from './verify-patient';

/** Who a verified code stands for: the session is bound to these patient ids and nothing else. */
export interface VerifiedPatients {
  patientIds: string[];
}

/** Checks the code; a right code for an e-mail that matches nobody is answered as a wrong one. */
export async function verifyCode(deps: ManageDeps, body: VerifyCodeBody): Promise<ManageResult<VerifiedPatients>> {
  const { email, dateOfBirth } = body;
  const check = await deps.codes.check(codeSubject({ email, dateOfBirth }), body.code, deps.clock.now(), MANAGE_LIMITS.codeMaxAttempts);
  if (check.outcome === 'invalid') return refuseManage('CODE_INVALID', { attemptsLeft: check.attemptsLeft });
  if (check.outcome === 'expired') return refuseManage('CODE_EXPIRED');
  if (check.outcome === 'locked') return refuseManage('CODE_LOCKED');
  const patients = await matchingPatients(deps, { email, dateOfBirth });
  if (patients.length === 0) return refuseManage('CODE_INVALID', { attemptsLeft: 0 });
  // One session holds at most patientsPerSession patients (the cookie's bound); the page says what happens past it.
  return ok({ patientIds: patients.slice(0, MANAGE_LIMITS.patientsPerSession).map((p) => p.patientid) });
}
