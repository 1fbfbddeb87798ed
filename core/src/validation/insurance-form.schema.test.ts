import { describe, expect, it } from 'vitest';
import type { InsuranceForm } from '../model';
import { validateInsuranceForm } from './insurance-form.schema';

// Sun Nov 22 2026 in the clinic.
const today = { year: 2026, month: 11, day: 22 };
const blank: InsuranceForm = {
  insurancePackageId: '',
  insuranceIdNumber: '',
  sequenceNumber: 1,
  policyNumber: '',
  policyHolderSex: '',
  policyHolderFirstName: '',
  policyHolderLastName: '',
  policyHolderDob: '',
  relationshipId: '',
  notes: '',
  referralSource: '',
};
const cigna: InsuranceForm = {
  ...blank,
  insurancePackageId: '74',
  insuranceIdNumber: 'XJ12345',
  policyNumber: 'GRP-9',
  relationshipId: '1',
  policyHolderFirstName: 'Ana',
  policyHolderLastName: 'Lee',
  policyHolderDob: '04/12/1985',
  policyHolderSex: 'F',
};
const errorsOf = (form: InsuranceForm) => {
  const result = validateInsuranceForm(form, today);
  return result.ok ? {} : result.errors;
};

describe('step 3 insurance form', () => {
  it('accepts a complete policy', () => {
    expect(validateInsuranceForm(cigna, today)).toEqual({
      ok: true,
      value: {
        kind: 'policy',
        insurancePackageId: '74',
        insuranceIdNumber: 'XJ12345',
        policyNumber: 'GRP-9',
        sequenceNumber: 1,
        relationshipId: 1,
        policyHolderFirstName: 'Ana',
        policyHolderLastName: 'Lee',
        policyHolderSex: 'F',
        policyHolderDob: '04/12/1985',
        notes: '',
        referralSource: '',
      },
    });
  });

  it('skips every insurance rule for self-pay', () => {
    expect(validateInsuranceForm({ ...blank, insurancePackageId: '0', referralSource: 'Google' }, today)).toEqual({
      ok: true,
      value: { kind: 'self-pay', notes: '', referralSource: 'Google' },
    });
  });

  it('requires an insurance provider', () => {
    expect(errorsOf(blank).insurancePackageId).toBe('Insurance provider is required');
  });

  it('gives the spec message under each missing policy field', () => {
    expect(errorsOf({ ...blank, insurancePackageId: '74' })).toEqual({
      insuranceIdNumber: 'Please enter an insurance ID number',
      policyNumber: 'Please enter a policy/group number',
      relationshipId: 'Please select the relationship to the policy holder',
      policyHolderFirstName: "Please enter the policy holder's first name",
      policyHolderLastName: "Please enter the policy holder's last name",
      policyHolderDob: 'Please enter a valid date of birth in MM/DD/YYYY format',
    });
  });

  it('rejects an impossible or out-of-range policy holder birth date', () => {
    expect(errorsOf({ ...cigna, policyHolderDob: '02/30/1985' })).toEqual({ policyHolderDob: 'Please enter a valid date of birth' });
    expect(errorsOf({ ...cigna, policyHolderDob: '01/01/2027' })).toEqual({ policyHolderDob: 'Please enter a valid date of birth' });
    // Later this year is the future too (Mon Nov 30 2026, a week after the clinic's today).
    expect(errorsOf({ ...cigna, policyHolderDob: '11/30/2026' })).toEqual({ policyHolderDob: 'Please enter a valid date of birth' });
    expect(errorsOf({ ...cigna, policyHolderDob: '1985-04-12' })).toEqual({
      policyHolderDob: 'Please enter a valid date of birth in MM/DD/YYYY format',
    });
  });

  it('limits notes to 250 characters, self-pay included', () => {
    expect(validateInsuranceForm({ ...cigna, notes: 'n'.repeat(250) }, today).ok).toBe(true);
    expect(errorsOf({ ...blank, insurancePackageId: '0', notes: 'n'.repeat(251) })).toEqual({
      notes: 'Notes must be 250 characters or fewer',
    });
  });

  it('leaves policy holder sex and referral source optional', () => {
    const result = validateInsuranceForm({ ...cigna, policyHolderSex: '', referralSource: '' }, today);
    expect(result.ok && result.value.kind === 'policy' && result.value.policyHolderSex).toBe(undefined);
  });
});
