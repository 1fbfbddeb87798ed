import { ATHENA_OPERATION_PARAMS, type AthenaOperationName } from '@clinic/adapters';

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

/** The browser's parameters of an operation: the adapter's own table, less what the server fixes itself. */
const from = (name: AthenaOperationName, fixed: readonly string[] = []): readonly string[] =>
  ATHENA_OPERATION_PARAMS[name].filter((param) => !fixed.includes(param));

/**
 * The allowlist (booking.md §7): exactly what the booking wizard needs. Staff-only calls (booked list,
 * practice info, reading a patient by id) are deliberately absent. Parameter names come from the adapter's
 * ATHENA_OPERATION_PARAMS, so a parameter the adapter sends is never dropped here (decision 37).
 */
export const PROXY_OPERATIONS: readonly ProxyOperation[] = [
  { name: 'departments', method: 'GET', pattern: /^\/departments$/, params: from('departments'), limited: false },
  { name: 'providers', method: 'GET', pattern: /^\/providers$/, params: from('providers'), limited: false },
  { name: 'appointmentTypes', method: 'GET', pattern: /^\/appointmenttypes$/, params: from('appointmentTypes'), limited: false },
  {
    name: 'reasons',
    method: 'GET',
    pattern: /^\/patientappointmentreasons\/(?:newpatient|existingpatient)$/,
    params: from('reasons'),
    limited: false,
  },
  { name: 'openSlots', method: 'GET', pattern: /^\/appointments\/open$/, params: from('openSlots'), limited: false },
  {
    name: 'patientSearch',
    method: 'GET',
    pattern: /^\/patients\/enhancedbestmatch$/,
    params: from('patientSearch', ['showinsurance']),
    // The answer is reduced to ids and insurance ids, which needs the insurances.
    fixed: { showinsurance: 'true' },
    limited: true,
  },
  { name: 'createPatient', method: 'POST', pattern: /^\/patients$/, params: from('createPatient'), limited: true },
  {
    // Only for a patient this dialog registered, to correct a typo instead of registering a twin.
    name: 'updatePatient',
    method: 'PUT',
    pattern: /^\/patients\/\d{1,12}$/,
    params: from('updatePatient'),
    limited: true,
  },
  {
    name: 'createInsurance',
    method: 'POST',
    pattern: /^\/patients\/\d{1,12}\/insurances$/,
    params: from('createInsurance'),
    limited: true,
  },
  { name: 'book', method: 'PUT', pattern: /^\/appointments\/\d{1,12}$/, params: from('book'), limited: true },
];
