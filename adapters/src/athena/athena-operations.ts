import { athenaPath, compactParams, type AthenaParam } from './athena-request';

const PAGING = ['limit', 'offset'] as const;
const PATIENT_FIELDS = ['firstname', 'lastname', 'dob', 'mobilephone', 'email', 'sex'] as const;

/**
 * The parameters each athena call carries (booking.md §7, athena-api.md §4): query names for GETs, form
 * fields for POST/PUT. ONE table for both ends: the adapter's request builders accept only these names (a
 * name missing here is a type error), and the server's proxy allowlist forwards exactly these (decision 37).
 */
export const ATHENA_OPERATION_PARAMS = {
  departments: ['showalldepartments', 'providerlist', 'fullproviderlist', ...PAGING],
  providers: ['departmentid', 'showallproviders', ...PAGING],
  // athena filters on the plural names (athena-api.md §4.3); the spec's singular ones are still forwarded.
  appointmentTypes: ['departmentids', 'providerids', 'departmentid', 'providerid', 'showdeleted', 'showfulldetails', ...PAGING],
  reasons: ['departmentid', 'providerid', ...PAGING],
  openSlots: [
    'departmentid',
    'appointmenttypeid',
    'reasonid',
    'providerid',
    'startdate',
    'enddate',
    'showfullresponse',
    'ignoreschedulablepermission',
    'showallproviders',
    'showallresources',
    ...PAGING,
  ],
  patientSearch: ['firstname', 'lastname', 'dob', 'email', 'mobilephone', 'showinsurance', 'returnbestmatches'],
  createPatient: [...PATIENT_FIELDS, 'departmentid'],
  updatePatient: PATIENT_FIELDS,
  createInsurance: [
    'insurancepackageid',
    'insuranceidnumber',
    'insurancepolicyholder',
    'sequencenumber',
    'policynumber',
    'insurancepolicyholdersex',
    'insurancepolicyholderfirstname',
    'insurancepolicyholderlastname',
    'relationshiptoinsuredid',
    'insurancepolicyholderdob',
  ],
  book: ['patientid', 'appointmenttypeid', 'reasonid', 'departmentid', 'ignoreschedulablepermission', 'bookingnote', 'insuranceid'],
  // Staff-only: the proxy does not forward these (server/src/routes/athena-proxy/proxy-operations.ts).
  bookedList: [
    'startdate',
    'enddate',
    'showpatientdetail',
    'showinsurance',
    'showcancelled',
    'departmentid',
    'providerid',
    'patientid',
    'appointmenttypeid',
    ...PAGING,
  ],
  // Staff and the manage routes only (#17): one patient's appointments, and athena's cancel.
  patientAppointments: ['startdate', 'enddate', 'patientid', 'showcancelled', 'showpatientdetail', 'showinsurance', ...PAGING],
  cancelAppointment: ['patientid', 'cancellationreason'],
} as const satisfies Record<string, readonly string[]>;

export type AthenaOperationName = keyof typeof ATHENA_OPERATION_PARAMS;
type ParamsOf<K extends AthenaOperationName> = Partial<Record<(typeof ATHENA_OPERATION_PARAMS)[K][number], AthenaParam>>;

/**
 * Fails loudly on a name the table lacks (one spread in from a model, say): the proxy would drop it without a
 * word in production, so every test that builds such a request fails instead.
 */
function checked<K extends AthenaOperationName>(operation: K, params: ParamsOf<K>): Record<string, string> {
  const known: readonly string[] = ATHENA_OPERATION_PARAMS[operation];
  const compact = compactParams(params);
  const unknown = Object.keys(compact).filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new Error(`athena ${operation}: parameters missing from ATHENA_OPERATION_PARAMS: ${unknown.join(', ')}`);
  return compact;
}

/** `path` with the operation's query parameters, empty ones dropped (booking.md §5). */
export function operationPath<K extends AthenaOperationName>(operation: K, path: string, params: ParamsOf<K>): string {
  return athenaPath(path, checked(operation, params));
}

/** The operation's form fields, empty ones dropped. */
export function operationForm<K extends AthenaOperationName>(operation: K, params: ParamsOf<K>): Record<string, string> {
  return checked(operation, params);
}
