import type { SiteLanguageCode } from '../i18n/site-languages';
import { mailClock } from './mail-dates';
import { MANAGE_LIMITS } from './manage-limits';
import type { RequestCodeBody } from './manage.schema';
import { verificationCodeFields, verificationCodeMail } from './manage-mail';
import type { ManageDeps } from './manage-deps';
import { codeSubject, matchingPatients, patientName } from './verify-patient';

export interface IssuedCode {
  code: string;
  expiresAt: Date;
}

/**
 * Stores a new code for the e-mail and date of birth, whoever they belong to: checking it later then behaves the
 * same (tries, lock, expiry) for a stranger and a patient, so the answers reveal nothing.
 */
export async function issueVerificationCode(
  deps: Pick<ManageDeps, 'codes' | 'codeGenerator' | 'clock'>,
  who: RequestCodeBody,
): Promise<IssuedCode> {
  const code = deps.codeGenerator.next(MANAGE_LIMITS.codeDigits);
  const expiresAt = new Date(deps.clock.now().getTime() + MANAGE_LIMITS.codeTtlMinutes * 60_000);
  await deps.codes.issue(codeSubject(who), code, expiresAt);
  return { code, expiresAt };
}

/**
 * E-mails an issued code, in the language of the page that asked, when the e-mail and date of birth match a
 * patient; `matched` is for tests only.
 */
export async function mailVerificationCode(
  deps: ManageDeps,
  who: RequestCodeBody,
  issued: IssuedCode,
  language: SiteLanguageCode = 'en',
): Promise<{ matched: boolean }> {
  const [patient] = await matchingPatients(deps, who);
  if (!patient) return { matched: false };
  const to = { email: who.email, name: patientName(patient) };
  const fields = verificationCodeFields(to, issued.code, mailClock(issued.expiresAt, language), language);
  await deps.mailer.send(verificationCodeMail(fields, language));
  return { matched: true };
}

/** Both steps: the caller answers the same whatever this returns. */
export async function requestVerificationCode(
  deps: ManageDeps,
  who: RequestCodeBody,
  language: SiteLanguageCode = 'en',
): Promise<{ matched: boolean }> {
  return mailVerificationCode(deps, who, await issueVerificationCode(deps, who), language);
}
