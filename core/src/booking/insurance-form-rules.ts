import type { InsuranceForm, PatientForm } from '../model';
import { isSelfPay, SELF_RELATIONSHIP_ID } from '../catalog';

/** Relationship "Self" copies the policy holder from step 2; any other relationship clears it (booking.md §4). */
export function applyRelationship(form: InsuranceForm, relationshipId: string, patient: PatientForm | undefined): InsuranceForm {
  if (relationshipId === SELF_RELATIONSHIP_ID && patient) {
    return {
      ...form,
      relationshipId,
      policyHolderFirstName: patient.firstName.trim(),
      policyHolderLastName: patient.lastName.trim(),
      policyHolderSex: patient.sex === 'male' ? 'M' : patient.sex === 'female' ? 'F' : '',
      policyHolderDob: patient.dateOfBirth.trim(),
    };
  }
  return { ...form, relationshipId, policyHolderFirstName: '', policyHolderLastName: '', policyHolderSex: '', policyHolderDob: '' };
}

/** Choosing self-pay clears every insurance field (booking.md §4); notes and referral stay. */
export function applyInsurancePackage(form: InsuranceForm, insurancePackageId: string): InsuranceForm {
  if (!isSelfPay(insurancePackageId)) return { ...form, insurancePackageId };
  return {
    ...form,
    insurancePackageId,
    insuranceIdNumber: '',
    policyNumber: '',
    relationshipId: '',
    policyHolderFirstName: '',
    policyHolderLastName: '',
    policyHolderSex: '',
    policyHolderDob: '',
  };
}
