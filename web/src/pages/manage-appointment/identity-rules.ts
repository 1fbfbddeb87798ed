import { checkDateOfBirth, EMAIL_PATTERN, PATIENT_FORM_MESSAGES, type ClinicDate } from '@clinic/core';
import type { ManageIdentity } from './manage-api';

export type IdentityErrors = Partial<Record<keyof ManageIdentity, string>>;

const M = PATIENT_FORM_MESSAGES;
const DOB_MESSAGES = { missing: M.dobRequired, format: M.dobFormat, invalid: M.dobInvalid } as const;

/** The dialog's rules and messages for these two fields (booking.md §5), checked before anything is sent. */
export function identityErrors(identity: ManageIdentity, today: ClinicDate): IdentityErrors {
  const errors: IdentityErrors = {};
  const email = identity.email.trim();
  if (!email) errors.email = M.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = M.emailInvalid;
  const dob = checkDateOfBirth(identity.dateOfBirth, today);
  if (!dob.ok) errors.dateOfBirth = DOB_MESSAGES[dob.problem];
  return errors;
}
