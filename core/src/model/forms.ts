/** Step 2 form values as typed (booking.md §3). `phoneNumber` is masked, `dateOfBirth` MM/DD/YYYY. */
export interface PatientForm {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  dateOfBirth: string;
  sex: '' | 'male' | 'female';
  privacyPolicy: boolean;
  textMessages: boolean;
}

/** Step 3 form values as typed (booking.md §3). */
export interface InsuranceForm {
  insurancePackageId: string;
  insuranceIdNumber: string;
  sequenceNumber: number;
  policyNumber: string;
  policyHolderSex: '' | 'M' | 'F';
  policyHolderFirstName: string;
  policyHolderLastName: string;
  policyHolderDob: string;
  relationshipId: string;
  notes: string;
  referralSource: string;
}
