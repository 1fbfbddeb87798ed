// athena's patient answers (athena-api.md §4.6–§4.9): top-level arrays, ids sometimes strings and sometimes numbers,
// insurance lists that mix self-pay, case policies and sequence numbers as strings.

/** The patient of these samples, as the booking dialog types her in. */
export const samplePatient = { firstname: 'Maria', lastname: 'Lopez', dob: '04/12/1985', mobilephone: '(818) 555-0199' };

/** A patient record as athena sends it with showinsurance: a masked ssn, the phone as typed at the front desk. */
export const patientRecord = {
  patientid: '5309',
  firstname: 'Maria',
  lastname: 'Lopez',
  dob: '04/12/1985',
  mobilephone: '(818) 555-0199',
  email: 'm@example.com',
  ssn: '*****3333',
  status: 'active',
  insurances: [{ insuranceid: '7990', insurancepackageid: 15310, insuranceidnumber: 'XYZ123' }],
};

/** One hit of GET /patients/enhancedbestmatch, shaped like HTD-net EnhancedBestmatch.json: a full patient plus `score`. */
export const bestMatchHit = { ...patientRecord, score: 23 };

/** GET /patients/enhancedbestmatch: a top-level array, here the patient and a namesake with another phone. */
export const bestMatchAnswer = [
  bestMatchHit,
  { patientid: '5310', firstname: 'Maria', lastname: 'Lopez', dob: '04/12/1985', mobilephone: '8185550000', score: 20 },
];

/**
 * A patient's insurance list as athena sends it: self-pay (package 0), a case policy (negative package), a
 * secondary whose sequence number is a string, the primary, and fields the booking does not need.
 */
export const messyInsurances = [
  { insuranceid: '9001', insurancepackageid: 0, insuranceplanname: 'SELF PAY' },
  { insuranceid: '9002', insurancepackageid: -500, insuranceplanname: 'WORKERS COMP CASE' },
  { insuranceid: '9003', insurancepackageid: 4953, sequencenumber: '2', insuranceidnumber: 'U77', insurancepolicyholder: 'MARIA L' },
  { insuranceid: '9004', insurancepackageid: 15310, sequencenumber: 1, eligibilitystatus: 'Eligible' },
];

/** GET /patients/{id}: `[Patient]`, with a numeric department id, a stringly flag and a string balance. */
export const patientAnswer = [
  {
    patientid: '5309',
    firstname: 'Maria',
    lastname: 'Lopez',
    dob: '04/12/1985',
    departmentid: 1,
    sex: 'F',
    portalaccessgiven: 'false',
    privacyinformationverified: true,
    balances: [{ balance: '-978.7' }],
  },
];

/** POST /patients and PUT /patients/{id}: `[{ patientid }]`, the id a string. */
export const createdPatientAnswer = [{ patientid: '5309' }];
/** POST /patients answered with the id nested under `patient`, as a number. */
export const createdPatientNestedAnswer = [{ patient: { patientid: 5310 } }];
/** POST /patients refused inside a 200 (EH CreatePatient.json's `errormessage`). */
export const createdPatientRefusedAnswer = [{ errormessage: 'Patient matching found an existing patient.' }];

/** POST /patients/{id}/insurances: the created policy, `insuranceid` a string but `insurancepackageid` a number. */
export const createdInsuranceAnswer = [
  { insuranceid: '7990', insurancepackageid: 15310, sequencenumber: 1, eligibilitystatus: 'Unverified' },
];
/** POST /patients/{id}/insurances for self-pay on the 2016 preview. */
export const selfPayInsuranceLegacyAnswer = { success: 'true' };
