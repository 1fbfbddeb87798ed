import type { InsuranceInput } from '@clinic/core';
import { parseUsDate } from '@clinic/core';
import { AthenaHttpError, athenaError } from '../athena-errors';
import type { AthenaParams } from '../athena-params';
import type { AthenaRoute, FakeAthenaContext } from '../athena-route';
import { insuranceShape, patientShape } from '../athena-shapes';
import { intParam, requireFields, usDateParam } from '../athena-values';

const SELF_PAY_PACKAGE = '0';

/** Patient search, registration, lookup and insurance (athena-api.md §4.6–4.9). */
export function patientRoutes({ store }: FakeAthenaContext): AthenaRoute[] {
  const existing = (patientid: string | undefined) => {
    const patient = patientid ? store.getPatient(patientid) : undefined;
    if (!patient) throw new AthenaHttpError(404, athenaError.notFound('patient'));
    return patient;
  };
  return [
    {
      method: 'GET',
      path: '/patients/enhancedbestmatch',
      handle: ({ params }) => {
        requireFields(params, 'firstname', 'lastname', 'dob');
        const dob = usDateParam(params, 'dob')!;
        const hits = store.findPatients({ firstname: params.get('firstname')!, lastname: params.get('lastname')!, dob });
        // A top-level array of full patient records, each with a score (§4.6).
        return hits.map((p) => ({ ...patientShape(p, params.flag('showinsurance')), score: 23 }));
      },
    },
    {
      method: 'POST',
      path: '/patients',
      handle: ({ params }) => {
        requireFields(params, 'departmentid', 'dob', 'firstname', 'lastname');
        const dob = params.get('dob')!;
        if (!parseUsDate(dob)) throw new AthenaHttpError(400, athenaError.improperDob);
        const sex = params.get('sex')?.toUpperCase();
        const created = store.createPatient({
          firstname: params.get('firstname')!,
          lastname: params.get('lastname')!,
          dob,
          departmentid: params.get('departmentid')!,
          // Stored as sent and returned on GET /patients/{id}, as athena keeps a registration's language (decision 99).
          ...optionalText(params, 'mobilephone', 'email', 'address1', 'city', 'state', 'zip', 'language6392code'),
          ...(sex === 'M' || sex === 'F' ? { sex } : {}),
        });
        return [{ patientid: String(created.patientid) }];
      },
    },
    {
      method: 'GET',
      path: '/patients/:patientid',
      handle: ({ ids, params }) => [patientShape(existing(ids.patientid), params.flag('showinsurance'))],
    },
    {
      method: 'POST',
      path: '/patients/:patientid/insurances',
      handle: ({ ids, params }) => {
        const patient = existing(ids.patientid);
        requireFields(params, 'insurancepackageid');
        const input = insuranceInput(params);
        const added = store.addInsurance(patient.patientid, input);
        if (added.duplicate) throw new AthenaHttpError(409, athenaError.duplicateInsurance);
        const packageId = input.kind === 'self-pay' ? SELF_PAY_PACKAGE : input.insurancepackageid;
        return [{ ...insuranceShape({ insuranceid: added.insuranceid, insurancepackageid: packageId }), sequencenumber: 1 }];
      },
    },
  ];
}

function insuranceInput(params: AthenaParams): InsuranceInput {
  const packageId = String(intParam(params, 'insurancepackageid'));
  if (packageId === SELF_PAY_PACKAGE) return { kind: 'self-pay' };
  const sex = params.get('insurancepolicyholdersex')?.toUpperCase();
  return {
    kind: 'policy',
    insurancepackageid: packageId,
    insuranceidnumber: params.get('insuranceidnumber') ?? '',
    policynumber: params.get('policynumber') ?? '',
    sequencenumber: intParam(params, 'sequencenumber') ?? 1,
    relationshiptoinsuredid: intParam(params, 'relationshiptoinsuredid') ?? 1,
    insurancepolicyholderfirstname: params.get('insurancepolicyholderfirstname') ?? '',
    insurancepolicyholderlastname: params.get('insurancepolicyholderlastname') ?? '',
    insurancepolicyholderdob: usDateParam(params, 'insurancepolicyholderdob') ?? '',
    ...(sex === 'M' || sex === 'F' ? { insurancepolicyholdersex: sex } : {}),
  };
}

function optionalText(params: AthenaParams, ...names: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = params.get(name);
    if (value !== undefined) out[name] = value;
  }
  return out;
}
