import { describe, expect, it } from 'vitest';
import type { InsuranceForm } from '../model';
import { ANA } from '../test-support/booking-fixtures';
import { applyInsurancePackage, applyRelationship } from './insurance-form-rules';

const filled: InsuranceForm = {
  insurancePackageId: '74',
  insuranceIdNumber: 'XJ1',
  sequenceNumber: 1,
  policyNumber: 'G9',
  policyHolderSex: 'M',
  policyHolderFirstName: 'Sam',
  policyHolderLastName: 'Lee',
  policyHolderDob: '02/03/1960',
  relationshipId: '2',
  notes: 'Knee pain',
  referralSource: 'Google',
};

describe('insurance form rules', () => {
  it('fills the policy holder from step 2 when Self is chosen', () => {
    expect(applyRelationship(filled, '1', ANA)).toMatchObject({
      relationshipId: '1',
      policyHolderFirstName: 'Ana',
      policyHolderLastName: 'Lee',
      policyHolderSex: 'F',
      policyHolderDob: '04/12/1985',
    });
  });

  it('clears the policy holder for any other relationship', () => {
    expect(applyRelationship(filled, '3', ANA)).toMatchObject({
      relationshipId: '3',
      policyHolderFirstName: '',
      policyHolderLastName: '',
      policyHolderSex: '',
      policyHolderDob: '',
    });
  });

  it('clears the insurance fields on self-pay but keeps notes and referral', () => {
    expect(applyInsurancePackage(filled, '0')).toEqual({
      ...filled,
      insurancePackageId: '0',
      insuranceIdNumber: '',
      policyNumber: '',
      relationshipId: '',
      policyHolderSex: '',
      policyHolderFirstName: '',
      policyHolderLastName: '',
      policyHolderDob: '',
    });
    expect(applyInsurancePackage(filled, '5')).toEqual({ ...filled, insurancePackageId: '5' });
  });
});
