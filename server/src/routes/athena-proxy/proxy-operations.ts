/** One athena call the anonymous booking flow may make through the proxy, with the parameters it may carry. */
export interface ProxyOperation {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  /** Matches the whole path (no query); ids are digits only. */
  pattern: RegExp;
  /** Known parameter names (lower case): query for GET, form fields for POST/PUT. Everything else is dropped. */
  params: readonly string[];
  /** Patient search, registration, insurance and booking are rate limited per client. */
  limited: boolean;
  /** Forced values the server always sends, whatever the browser asked. */
  fixed?: Readonly<Record<string, string>>;
}

const PAGING = ['limit', 'offset'] as const;

/**
 * The allowlist (booking.md §7): exactly what the booking wizard needs. Staff-only calls (booked list,
 * practice info, reading a patient by id) are deliberately absent.
 */
export const PROXY_OPERATIONS: readonly ProxyOperation[] = [
  { name: 'departments', method: 'GET', pattern: /^\/departments$/, params: ['showalldepartments', 'providerlist', 'fullproviderlist', ...PAGING], limited: false },
  { name: 'providers', method: 'GET', pattern: /^\/providers$/, params: ['departmentid', 'showallproviders', ...PAGING], limited: false },
  {
    name: 'appointmentTypes', method: 'GET', pattern: /^\/appointmenttypes$/,
    // athena filters on the plural names (athena-api.md §4.3); the spec's singular ones are still accepted.
    params: ['departmentids', 'providerids', 'departmentid', 'providerid', 'showdeleted', 'showfulldetails', ...PAGING], limited: false,
  },
  {
    name: 'reasons', method: 'GET', pattern: /^\/patientappointmentreasons\/(?:newpatient|existingpatient)$/,
    params: ['departmentid', 'providerid', ...PAGING], limited: false,
  },
  {
    name: 'openSlots', method: 'GET', pattern: /^\/appointments\/open$/,
    params: [
      'departmentid', 'appointmenttypeid', 'reasonid', 'providerid', 'startdate', 'enddate', 'showfullresponse',
      'ignoreschedulablepermission', 'showallproviders', 'showallresources', ...PAGING,
    ],
    limited: false,
  },
  {
    name: 'patientSearch', method: 'GET', pattern: /^\/patients\/enhancedbestmatch$/,
    params: ['firstname', 'lastname', 'dob', 'email', 'mobilephone', 'returnbestmatches'],
    // The answer is reduced to ids and insurance ids, which needs the insurances.
    fixed: { showinsurance: 'true' },
    limited: true,
  },
  {
    name: 'createPatient', method: 'POST', pattern: /^\/patients$/,
    params: ['firstname', 'lastname', 'dob', 'mobilephone', 'email', 'departmentid', 'sex'], limited: true,
  },
  {
    // Only for a patient this dialog registered, to correct a typo instead of registering a twin.
    name: 'updatePatient', method: 'PUT', pattern: /^\/patients\/\d{1,12}$/,
    params: ['firstname', 'lastname', 'dob', 'mobilephone', 'email', 'sex'], limited: true,
  },
  {
    name: 'createInsurance', method: 'POST', pattern: /^\/patients\/\d{1,12}\/insurances$/,
    params: [
      'insurancepackageid', 'insuranceidnumber', 'insurancepolicyholder', 'sequencenumber', 'policynumber',
      'insurancepolicyholdersex', 'insurancepolicyholderfirstname', 'insurancepolicyholderlastname',
      'relationshiptoinsuredid', 'insurancepolicyholderdob',
    ],
    limited: true,
  },
  {
    name: 'book', method: 'PUT', pattern: /^\/appointments\/\d{1,12}$/,
    params: ['patientid', 'appointmenttypeid', 'reasonid', 'departmentid', 'ignoreschedulablepermission', 'bookingnote', 'insuranceid'],
    limited: true,
  },
];
