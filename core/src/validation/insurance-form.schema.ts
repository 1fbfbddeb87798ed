import { z } from 'zod';
import type { InsuranceForm } from '../model';
import { BOOKING_LIMITS, isSelfPay } from '../catalog';
import { formsEnglish } from '../i18n/catalogs/core.en.forms';
import { englishTextsUnder } from '../i18n/english-texts';
import type { ClinicDate } from '../time';
import { checkDateOfBirth } from './date-of-birth';
import { checkForm, type FormResult } from './form-result';

/** Step 3 messages (booking.md §5); the provider and notes texts are ours, the spec gives only the rule. */
const INSURANCE_FORM_MESSAGES = englishTextsUnder(formsEnglish, 'insuranceForm.');

const M = INSURANCE_FORM_MESSAGES;

/** A valid step 3 form: self-pay, or a policy with every required field. */
export type InsuranceFormValue =
  | { kind: 'self-pay'; notes: string; referralSource: string }
  | {
      kind: 'policy';
      insurancePackageId: string;
      insuranceIdNumber: string;
      policyNumber: string;
      sequenceNumber: number;
      relationshipId: number;
      policyHolderFirstName: string;
      policyHolderLastName: string;
      policyHolderSex?: 'M' | 'F';
      policyHolderDob: string;
      notes: string;
      referralSource: string;
    };

const text = (message: string) => z.string().trim().min(1, message);

const commonFields = {
  insurancePackageId: text(M.provider),
  notes: z.string().max(BOOKING_LIMITS.notesMaxLength, M.notes).default(''),
  referralSource: z.string().default(''),
};

const selfPaySchema = z
  .object(commonFields)
  .transform((f): InsuranceFormValue => ({ kind: 'self-pay', notes: f.notes, referralSource: f.referralSource }));

function policySchema(today: ClinicDate) {
  return z
    .object({
      ...commonFields,
      insuranceIdNumber: text(M.idNumber),
      policyNumber: text(M.policyNumber),
      relationshipId: z.union([z.string(), z.number()]).transform(String).pipe(text(M.relationship)),
      policyHolderFirstName: text(M.holderFirstName),
      policyHolderLastName: text(M.holderLastName),
      policyHolderDob: z.string().superRefine((dob, ctx) => {
        const check = checkDateOfBirth(dob, today);
        if (!check.ok) ctx.addIssue({ code: 'custom', message: check.problem === 'invalid' ? M.dobInvalid : M.dobFormat });
      }),
      policyHolderSex: z.enum(['', 'M', 'F']).optional(),
      // Always primary: the form offers no secondary insurance (booking.md §3).
      sequenceNumber: z.coerce.number().int().positive().catch(BOOKING_LIMITS.defaultSequenceNumber),
    })
    .transform((f): InsuranceFormValue => ({
      kind: 'policy',
      insurancePackageId: f.insurancePackageId,
      insuranceIdNumber: f.insuranceIdNumber,
      policyNumber: f.policyNumber,
      sequenceNumber: f.sequenceNumber,
      relationshipId: Number(f.relationshipId),
      policyHolderFirstName: f.policyHolderFirstName,
      policyHolderLastName: f.policyHolderLastName,
      ...(f.policyHolderSex ? { policyHolderSex: f.policyHolderSex } : {}),
      policyHolderDob: f.policyHolderDob.trim(),
      notes: f.notes,
      referralSource: f.referralSource,
    }));
}

/** The zod schema of step 3 for a clinic date; self-pay skips every insurance rule (booking.md §5). */
function insuranceFormSchema(today: ClinicDate, selfPay: boolean): z.ZodType<InsuranceFormValue> {
  return selfPay ? selfPaySchema : policySchema(today);
}

/** Checks step 3; on failure gives each field's message (booking.md §5, step 3). */
export function validateInsuranceForm(form: InsuranceForm, today: ClinicDate): FormResult<InsuranceFormValue, keyof InsuranceForm> {
  return checkForm(insuranceFormSchema(today, isSelfPay(form.insurancePackageId)), form);
}
