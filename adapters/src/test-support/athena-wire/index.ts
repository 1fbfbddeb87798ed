// athena's wire, one sample file per kind of answer (athena-api.md): what the adapter's nock tests answer with,
// what the client's schemas must read, what the fake athena must look like, and what the proxy reduces.
import type { z } from 'zod';
import { errorBodySchema } from '../../athena/athena.schemas';
import {
  appointmentTypesPage,
  bestMatchResponse,
  bookedPage,
  bookingResponse,
  createInsuranceResponse,
  createPatientResponse,
  departmentsPage,
  openSlotsPage,
  patientResponse,
  practiceInfoResponse,
  providersPage,
  reasonsPage,
} from '../../athena/athena-lists.schemas';
import { tokenResponseSchema } from '../../athena/oauth-token';
import * as appointments from './appointments.samples';
import * as errors from './errors.samples';
import * as patients from './patients.samples';
import * as reference from './reference.samples';
import * as slots from './slots.samples';
import { tokenAnswer } from './token.samples';

export * from './appointments.samples';
export * from './errors.samples';
export * from './patients.samples';
export * from './reference.samples';
export * from './slots.samples';
export * from './token.samples';
export { wireDrift } from './wire-shape';

/** One athena call: the bodies it answers with today, older typings the client still reads, and the client's schema. */
export interface AthenaWireCall {
  /** Modern answers (athena-api.md §3.3's "modern type"), merged when a fake's answer is compared with them. */
  answers: readonly unknown[];
  /** Stringly or otherwise older answers athena has sent for the same call: read by the client, not copied by a fake. */
  legacy?: readonly unknown[];
  /** What the client parses this answer with; none when it reads only a failure out of it (cancel). */
  schema?: z.ZodType;
}

/** Every athena call the client makes, by method and path. */
export const ATHENA_WIRE = {
  'POST /oauth2/v1/token': { answers: [tokenAnswer], schema: tokenResponseSchema },
  'GET /departments': {
    answers: [reference.departmentsAnswer, reference.departmentsWithInternalNamesAnswer],
    schema: departmentsPage,
  },
  'GET /providers': {
    answers: [reference.providersAnswer, { ...reference.providersAnswer, next: reference.providersNext }],
    schema: providersPage,
  },
  'GET /appointmenttypes': {
    answers: [reference.appointmentTypesAnswer, reference.followUpTypesAnswer],
    legacy: [reference.appointmentTypesLegacyAnswer],
    schema: appointmentTypesPage,
  },
  'GET /patientappointmentreasons': {
    answers: [reference.newPatientReasonsAnswer, reference.reasonsWithWindowsAnswer],
    legacy: [reference.existingPatientReasonsLegacyAnswer],
    schema: reasonsPage,
  },
  'GET /practiceinfo': { answers: [reference.practiceInfoAnswer], schema: practiceInfoResponse },
  'GET /appointments/open': {
    answers: [slots.openSlotsAnswer, slots.openSlotsFirstPage, slots.openSlotsWithFrozenAnswer],
    legacy: [{ appointments: [slots.openSlotLegacy, ...slots.malformedSlots], totalcount: '6' }],
    schema: openSlotsPage,
  },
  'GET /patients/enhancedbestmatch': {
    answers: [patients.bestMatchAnswer, [{ ...patients.bestMatchHit, insurances: patients.messyInsurances }]],
    schema: bestMatchResponse,
  },
  'GET /patients/{id}': { answers: [patients.patientAnswer, [patients.patientRecord]], schema: patientResponse },
  'POST /patients': {
    answers: [patients.createdPatientAnswer],
    legacy: [patients.createdPatientNestedAnswer, patients.createdPatientRefusedAnswer],
    schema: createPatientResponse,
  },
  'POST /patients/{id}/insurances': {
    answers: [patients.createdInsuranceAnswer],
    legacy: [patients.selfPayInsuranceLegacyAnswer],
    schema: createInsuranceResponse,
  },
  'PUT /appointments/{id}': { answers: [appointments.bookedAnswer], schema: bookingResponse },
  'GET /appointments/booked': {
    answers: [
      appointments.bookedListAnswer,
      { appointments: [appointments.bookedListItemPlain], totalcount: 1 },
      { appointments: [{ ...appointments.bookedListItem, patient: appointments.bookedPatientWithPhone }], totalcount: 1 },
    ],
    schema: bookedPage,
  },
  'PUT /appointments/{id}/cancel': { answers: [appointments.cancelledAnswer] },
} satisfies Record<string, AthenaWireCall>;

/** athena's refusals whose body is JSON, read with the client's error schema. */
export const ATHENA_ERROR_ANSWERS = {
  missingFields: errors.missingFields,
  invalidInteger: errors.invalidInteger,
  invalidDate: errors.invalidDate,
  improperDob: errors.improperDob,
  secondaryWithoutPrimary: errors.secondaryWithoutPrimary,
  noContext: errors.noContext,
  subscriptionMissing: errors.subscriptionMissing,
  slotTaken: errors.slotTaken,
};
export const athenaErrorSchema = errorBodySchema;
