import { z } from 'zod';
import type { PatientForm } from '../model';
import type { ClinicDate } from '../time';
import { checkDateOfBirth } from './date-of-birth';
import { checkForm, type FormResult } from './form-result';
import { isPersonName, NAME_MAX_LENGTH } from './person-name';
import { formsEnglish } from '../i18n/catalogs/core.en.forms';
import { englishTextsUnder } from '../i18n/english-texts';
import { isCompletePhone, phoneDigits } from './phone';

/**
 * Step 2 messages, word for word (booking.md §5; the length and character rules are ours, see person-name.ts); in the
 * catalogs under `patientForm.`.
 */
export const PATIENT_FORM_MESSAGES = englishTextsUnder(formsEnglish, 'patientForm.');

// The spec's "simple {email} pattern": something@something.something, no spaces.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const M = PATIENT_FORM_MESSAGES;

/** A valid step 2 form, ready for the scheduler: phone as digits, sex as M/F. */
export interface PatientFormValue {
  firstName: string;
  lastName: string;
  email: string;
  phoneDigits: string;
  dateOfBirth: string;
  sex: 'M' | 'F';
}

export type PatientFormField = keyof PatientForm | 'consent';

// Required, then short enough, then name-shaped: one message at a time, the most basic first. No `abort`: an
// aborted field would skip the form's consent check.
function nameSchema(required: string, tooLong: string, invalid: string) {
  return z
    .string()
    .trim()
    .min(1, required)
    .max(NAME_MAX_LENGTH, tooLong)
    .refine((name) => name === '' || name.length > NAME_MAX_LENGTH || isPersonName(name), invalid);
}

/** The zod schema of step 2 for a given clinic date (booking.md §5, step 2). */
function patientFormSchema(today: ClinicDate) {
  return z
    .object({
      firstName: nameSchema(M.firstName, M.firstNameLong, M.firstNameInvalid),
      lastName: nameSchema(M.lastName, M.lastNameLong, M.lastNameInvalid),
      phoneNumber: z.string().trim().min(1, M.phoneRequired).refine(isCompletePhone, M.phoneDigits),
      dateOfBirth: z.string().superRefine((text, ctx) => {
        const dob = checkDateOfBirth(text, today);
        if (!dob.ok) ctx.addIssue({ code: 'custom', message: dobMessage[dob.problem] });
      }),
      email: z.string().trim().min(1, M.emailRequired).regex(EMAIL_PATTERN, M.emailInvalid),
      // Sex is optional; anything but "male" is sent as F (booking.md §5).
      sex: z
        .string()
        .optional()
        .transform((s): 'M' | 'F' => (s === 'male' ? 'M' : 'F')),
      privacyPolicy: z.boolean().default(false),
      textMessages: z.boolean().default(false),
    })
    .superRefine((form, ctx) => {
      const consent = consentMessage(form.privacyPolicy, form.textMessages);
      if (!consent) return;
      ctx.addIssue({ code: 'custom', path: ['consent'], message: consent });
      if (!form.privacyPolicy) ctx.addIssue({ code: 'custom', path: ['privacyPolicy'], message: M.privacy });
      if (!form.textMessages) ctx.addIssue({ code: 'custom', path: ['textMessages'], message: M.textMessages });
    })
    .transform((f): PatientFormValue => ({
      firstName: f.firstName,
      lastName: f.lastName,
      email: f.email,
      phoneDigits: phoneDigits(f.phoneNumber),
      dateOfBirth: f.dateOfBirth.trim(),
      sex: f.sex,
    }));
}

const dobMessage = { missing: M.dobRequired, format: M.dobFormat, invalid: M.dobInvalid } as const;

/** One message for the two required consents, joined as the spec says when both are missing; none when both are given. */
export function consentMessage(privacyPolicy: boolean, textMessages: boolean): string | undefined {
  if (!privacyPolicy && !textMessages) return M.bothConsents;
  if (!privacyPolicy) return M.privacy;
  if (!textMessages) return M.textMessages;
  return undefined;
}

/** Checks step 2; on failure gives each field's message (booking.md §5). */
export function validatePatientForm(form: PatientForm, today: ClinicDate): FormResult<PatientFormValue, PatientFormField> {
  return checkForm(patientFormSchema(today), form);
}
