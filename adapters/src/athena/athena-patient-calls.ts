import {
  SCHEDULER_RULE_MESSAGE,
  SELF_PAY_PACKAGE_ID,
  SchedulerError,
  isSelfPay,
  prefixed,
  type ClockPort,
  type InsuranceInput,
  type InsuranceResult,
  type NewPatient,
  type Patient,
  type PatientMatch,
  type PatientSearch,
  type PatientUpdate,
} from '@clinic/core';
import type { AthenaTransport } from './athena-transport.port';
import { callAthena, failureOf, isSuccessStatus, parseBody } from './athena-answers';
import { digitsOf, toAthenaDate } from './athena-values';
import { operationRequest, type OperationInput } from './operation-request';
import { bestMatchResponse, createInsuranceResponse, createPatientResponse, patientResponse } from './athena-lists.schemas';
import { createdPatientId, matchingPatients, mockPatient } from './athena.mapper';

/** The patient calls of the scheduling client: search, create, read, insurance (booking.md §7, §8). */
export class PatientCalls {
  constructor(
    private readonly transport: AthenaTransport,
    private readonly clock: ClockPort,
  ) {}

  /** Enhanced best match, then the client-side phone and date-of-birth check; 402 means no result. */
  async search(search: PatientSearch): Promise<PatientMatch[]> {
    const { firstName, lastName, dob, email, phoneNumber } = search;
    const request = operationRequest('patientSearch', {
      params: {
        firstname: firstName,
        lastname: lastName,
        dob: toAthenaDate(dob),
        email,
        mobilephone: digitsOf(phoneNumber),
        showinsurance: true,
        returnbestmatches: true,
      },
    });
    const response = await callAthena(this.transport, 'enhancedBestMatch', request);
    if (response.status === 402) return [];
    if (!isSuccessStatus(response.status)) throw failureOf('enhancedBestMatch', response);
    return matchingPatients(parseBody('enhancedBestMatch', bestMatchResponse, response), search);
  }

  /** Registers a new patient; 402 gives the spec's mock patient instead. */
  async create(patient: NewPatient): Promise<{ patientid: string }> {
    const params = { ...patient, dob: toAthenaDate(patient.dob), mobilephone: digitsOf(patient.mobilephone) };
    const response = await callAthena(this.transport, 'createPatient', operationRequest('createPatient', { params }));
    if (response.status === 402) return { patientid: mockPatient(this.clock.now()).patientid };
    if (!isSuccessStatus(response.status)) throw failureOf('createPatient', response);
    const { id, error } = createdPatientId(parseBody('createPatient', createPatientResponse, response));
    if (id) return { patientid: id };
    // athena may report a failed create inside a 200 (athena-api.md §5).
    if (error) throw new SchedulerError('UPSTREAM', prefixed('createPatient', error), response.status);
    // Created, but no id came back: an empty id, for the wizard's own message (booking.md §8).
    return { patientid: '' };
  }

  /** Corrects a patient's demographics (athena-api.md §4.7: PUT /patients/{id}, form-encoded). */
  async update(patientId: string, patient: PatientUpdate): Promise<void> {
    const params = { ...patient, dob: toAthenaDate(patient.dob), mobilephone: digitsOf(patient.mobilephone) };
    const request = operationRequest('updatePatient', { ids: { patientId }, params });
    const response = await callAthena(this.transport, 'updatePatient', request);
    if (!isSuccessStatus(response.status)) throw failureOf('updatePatient', response);
  }

  /** One patient by id; 402 gives the spec's mock patient, mock_ id included (booking.md §8). */
  async get(patientId: string): Promise<Patient> {
    const response = await callAthena(this.transport, 'getPatient', operationRequest('getPatient', { ids: { patientId } }));
    if (response.status === 402) return mockPatient(this.clock.now());
    if (!isSuccessStatus(response.status)) throw failureOf('getPatient', response);
    const [patient] = parseBody('getPatient', patientResponse, response);
    if (!patient) throw new SchedulerError('NOT_FOUND', prefixed('getPatient', 'Patient not found.'), response.status);
    return patient;
  }

  /** Registers insurance (self-pay sends only package id 0); 409 means it is already on file. */
  async createInsurance(patientId: string, insurance: InsuranceInput): Promise<InsuranceResult> {
    const request = operationRequest('createInsurance', { ids: { patientId }, params: insuranceFields(insurance) });
    const response = await callAthena(this.transport, 'createInsurance', request);
    if (response.status === 409) return { alreadyOnFile: true, message: SCHEDULER_RULE_MESSAGE.insuranceAlreadyOnFile };
    if (!isSuccessStatus(response.status)) throw failureOf('createInsurance', response);
    const [created] = parseBody('createInsurance', createInsuranceResponse, response);
    return created?.insuranceid ? { insuranceid: created.insuranceid, alreadyOnFile: false } : { alreadyOnFile: false };
  }
}

/** The §7 insurance fields; the policy holder is SELF when the relationship is Self (id 1). */
function insuranceFields(insurance: InsuranceInput): NonNullable<OperationInput<'createInsurance'>['params']> {
  if (insurance.kind === 'self-pay') return { insurancepackageid: SELF_PAY_PACKAGE_ID };
  if (isSelfPay(insurance.insurancepackageid)) return { insurancepackageid: SELF_PAY_PACKAGE_ID };
  return {
    insurancepackageid: insurance.insurancepackageid,
    insuranceidnumber: insurance.insuranceidnumber,
    insurancepolicyholder: insurance.relationshiptoinsuredid === 1 ? 'SELF' : 'OTHER',
    sequencenumber: insurance.sequencenumber,
    policynumber: insurance.policynumber,
    insurancepolicyholdersex: insurance.insurancepolicyholdersex,
    insurancepolicyholderfirstname: insurance.insurancepolicyholderfirstname,
    insurancepolicyholderlastname: insurance.insurancepolicyholderlastname,
    relationshiptoinsuredid: insurance.relationshiptoinsuredid,
    insurancepolicyholderdob: toAthenaDate(insurance.insurancepolicyholderdob),
  };
}
