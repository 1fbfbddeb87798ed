import type { SchedulerOperation } from '@clinic/core';

const PAGING = ['limit', 'offset'] as const;
const PATIENT_FIELDS = ['firstname', 'lastname', 'dob', 'mobilephone', 'email', 'sex'] as const;

/** A patient the proxy acts on: the path's `{patientId}` or the form's `patientid` (decision 19). */
type BoundPatient = { from: 'path' | 'form'; grant: 'patient' | 'registered' };

/** What the proxy requires before it forwards an operation the anonymous booking flow may make (booking.md §7). */
export interface ProxyRequirements {
  /** `reference`: the address's shared reference minute; `patient`: a minute of its own, and the rules below. */
  limit: 'reference' | 'patient';
  /** Successes the address may have per hour and per day (docs/deployment.md, "Limits"). */
  caps?: 'bookings' | 'registrations';
  /** Whose record the call writes to, and what the browser's binding must grant on it. */
  binding?: BoundPatient;
  /** Values the server always sends, whatever the browser asked. */
  fixed?: Readonly<Record<string, string>>;
  /** Form fields that must be a person's name (core isPersonName): names are greeted in e-mails (decision 83). */
  personNames?: readonly string[];
}

interface OperationRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to /v1/{practiceid}; `{name}` is an id the caller passes (ATHENA_PATH_IDS says its shape). */
  path: string;
  /** Query names for GETs, form fields for POST/PUT. */
  params: readonly string[];
  /** The client calls made over this operation, whose failure prefixes its errors carry (booking.md §8). */
  clientCalls: readonly SchedulerOperation[];
  /** Absent: staff and server only, never forwarded for a browser. */
  proxy?: ProxyRequirements;
  /** A reference list, the same for every visitor: the server keeps its answer per practice (ATHENA_REFERENCE_TTL). */
  referenceList?: true;
}

/**
 * athena's operations, ONE row each (booking.md §7, athena-api.md §4): the name every layer uses (the adapter,
 * the proxy's allowlist, its limit keys, logs and metrics), method, path template, parameters, the client calls
 * made over it (the core's names for the spec's failure prefixes) and what the proxy requires. The adapter's request builders accept only these names and parameters (a name missing here is a
 * type error), and the proxy forwards exactly these (decisions 37, 85).
 */
export const ATHENA_OPERATIONS = {
  departments: {
    method: 'GET',
    path: '/departments',
    params: ['showalldepartments', 'providerlist', 'fullproviderlist', ...PAGING],
    clientCalls: ['departments'],
    proxy: { limit: 'reference' },
    referenceList: true,
  },
  providers: {
    method: 'GET',
    path: '/providers',
    params: ['departmentid', 'showallproviders', ...PAGING],
    clientCalls: ['providers'],
    proxy: { limit: 'reference' },
    referenceList: true,
  },
  appointmentTypes: {
    method: 'GET',
    path: '/appointmenttypes',
    // athena filters on the plural names (athena-api.md §4.3); the spec's singular ones are still forwarded.
    params: ['departmentids', 'providerids', 'departmentid', 'providerid', 'showdeleted', 'showfulldetails', ...PAGING],
    clientCalls: ['appointmentTypes'],
    proxy: { limit: 'reference' },
    referenceList: true,
  },
  reasons: {
    method: 'GET',
    path: '/patientappointmentreasons/{patientType}',
    params: ['departmentid', 'providerid', ...PAGING],
    clientCalls: ['newPatientReasons', 'existingPatientReasons'],
    proxy: { limit: 'reference' },
    referenceList: true,
  },
  openSlots: {
    method: 'GET',
    path: '/appointments/open',
    params: [
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
    clientCalls: ['openSlots', 'openSlotsByReason'],
    proxy: { limit: 'reference' },
  },
  patientSearch: {
    method: 'GET',
    path: '/patients/enhancedbestmatch',
    params: ['firstname', 'lastname', 'dob', 'email', 'mobilephone', 'showinsurance', 'returnbestmatches'],
    clientCalls: ['enhancedBestMatch'],
    // The answer is reduced to ids and insurance ids, which needs the insurances.
    proxy: { limit: 'patient', fixed: { showinsurance: 'true' } },
  },
  createPatient: {
    method: 'POST',
    path: '/patients',
    params: [...PATIENT_FIELDS, 'departmentid'],
    clientCalls: ['createPatient'],
    proxy: { limit: 'patient', caps: 'registrations', personNames: ['firstname', 'lastname'] },
  },
  updatePatient: {
    method: 'PUT',
    path: '/patients/{patientId}',
    params: PATIENT_FIELDS,
    clientCalls: ['updatePatient'],
    // Only for a patient this dialog registered, to correct a typo instead of registering a twin.
    proxy: { limit: 'patient', binding: { from: 'path', grant: 'registered' }, personNames: ['firstname', 'lastname'] },
  },
  getPatient: { method: 'GET', path: '/patients/{patientId}', params: [], clientCalls: ['getPatient'] },
  createInsurance: {
    method: 'POST',
    path: '/patients/{patientId}/insurances',
    params: [
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
    clientCalls: ['createInsurance'],
    proxy: { limit: 'patient', binding: { from: 'path', grant: 'patient' } },
  },
  book: {
    method: 'PUT',
    path: '/appointments/{appointmentId}',
    params: ['patientid', 'appointmenttypeid', 'reasonid', 'departmentid', 'ignoreschedulablepermission', 'bookingnote', 'insuranceid'],
    clientCalls: ['bookAppointment'],
    proxy: { limit: 'patient', caps: 'bookings', binding: { from: 'form', grant: 'patient' } },
  },
  bookedList: {
    method: 'GET',
    path: '/appointments/booked',
    params: [
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
    clientCalls: ['bookedAppointments'],
  },
  // The manage routes only (#17): one patient's appointments, and athena's cancel.
  patientAppointments: {
    method: 'GET',
    path: '/appointments/booked',
    params: ['startdate', 'enddate', 'patientid', 'showcancelled', 'showpatientdetail', 'showinsurance', ...PAGING],
    clientCalls: ['patientAppointments'],
  },
  cancelAppointment: {
    method: 'PUT',
    path: '/appointments/{appointmentId}/cancel',
    params: ['patientid', 'cancellationreason'],
    clientCalls: ['cancelAppointment'],
  },
  practiceInfo: { method: 'GET', path: '/practiceinfo', params: [], clientCalls: ['practiceInfo'] },
  // The waitlist only (#33), server-side: athena's staff waitlist, so the front desk sees who waits. athena-api.md
  // does not describe it; modelled on athena's public Appointments reference (decision 95).
  addToWaitlist: {
    method: 'POST',
    path: '/appointments/waitlist',
    params: ['departmentid', 'providerid', 'patientid', 'appointmentid', 'note'],
    clientCalls: ['addToWaitlist'],
  },
  removeFromWaitlist: {
    method: 'DELETE',
    path: '/appointments/waitlist/{waitlistId}',
    params: [],
    clientCalls: ['removeFromWaitlist'],
  },
} as const satisfies Record<string, OperationRow>;

export type AthenaOperationName = keyof typeof ATHENA_OPERATIONS;

/** The ids a path template names, `{appointmentId}` and the like. */
type IdsIn<P extends string> = P extends `${string}{${infer Id}}${infer Rest}` ? Id | IdsIn<Rest> : never;

/** The path ids an operation needs, by name: `{ appointmentId: string }` for `book`. */
export type AthenaPathIds<K extends AthenaOperationName> = Readonly<Record<IdsIn<(typeof ATHENA_OPERATIONS)[K]['path']>, string>>;

/** What each path id may look like on the proxy (athena's ids are digits); the adapter only encodes them. */
export const ATHENA_PATH_IDS = {
  patientId: /^\d{1,12}$/,
  appointmentId: /^\d{1,12}$/,
  waitlistId: /^\d{1,12}$/,
  patientType: /^(?:newpatient|existingpatient)$/,
} as const satisfies Record<IdsIn<(typeof ATHENA_OPERATIONS)[AthenaOperationName]['path']>, RegExp>;

export type AthenaPathIdName = keyof typeof ATHENA_PATH_IDS;

/** The names of the operations the proxy forwards for a browser. */
export type ProxiedOperationName = {
  [K in AthenaOperationName]: (typeof ATHENA_OPERATIONS)[K] extends { proxy: ProxyRequirements } ? K : never;
}[AthenaOperationName];

/**
 * The ids of `path` (no query) when it fits `template` segment by segment, each id of the shape ATHENA_PATH_IDS
 * gives; undefined when it does not fit. Letters are compared exactly, as athena's paths are lower case.
 */
export function pathIds(template: string, path: string): Partial<Record<AthenaPathIdName, string>> | undefined {
  const wanted = template.split('/');
  const parts = path.split('/');
  if (parts.length !== wanted.length) return undefined;
  const ids: Partial<Record<AthenaPathIdName, string>> = {};
  for (const [index, segment] of wanted.entries()) {
    const part = parts[index]!;
    if (!segment.startsWith('{')) {
      if (part !== segment) return undefined;
      continue;
    }
    const id = segment.slice(1, -1) as AthenaPathIdName;
    if (!ATHENA_PATH_IDS[id].test(part)) return undefined;
    ids[id] = part;
  }
  return ids;
}

/** The paths of the reference lists (`referenceList` rows), for the server's reference cache. */
export const REFERENCE_LIST_PATHS: readonly string[] = Object.values(ATHENA_OPERATIONS as Record<string, OperationRow>)
  .filter((row) => row.referenceList)
  .map((row) => row.path);
