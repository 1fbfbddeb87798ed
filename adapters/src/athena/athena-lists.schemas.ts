import { z } from 'zod';
import {
  athenaId,
  appointmentTypeSchema,
  bookedAppointmentSchema,
  departmentSchema,
  insuranceSummarySchema,
  openSlotSchema,
  patientSchema,
  providerSchema,
  reasonSchema,
} from './athena.schemas';

// An empty answer is an empty list (booking.md §8), so a missing body reads as an object without the field.
const emptyAsObject = (value: unknown) => (value === undefined || value === null || value === '' ? {} : value);

/** `{ <field>: [...], totalcount }`, where an empty answer means an empty list. */
function listOf<T extends z.ZodType>(field: string, item: T) {
  return z.preprocess(
    emptyAsObject,
    z.object({ [field]: z.array(item).default([]) }).transform((o) => o[field] as z.output<T>[]),
  );
}

/** A top-level array (athena's single records and some writes), empty when the body is. */
function arrayOf<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => (v === undefined || v === null || v === '' ? [] : v), z.array(item));
}

/** One page of a list with athena's path-only link to the next page, when there is one (athena-api.md §3.2). */
function pageOf<T extends z.ZodType>(field: string, item: T) {
  return z.preprocess(
    emptyAsObject,
    z
      .object({ [field]: z.array(item).default([]), next: z.string().optional() })
      .transform((o) => ({ items: o[field] as z.output<T>[], next: o.next as string | undefined })),
  );
}

export const departmentsPage = pageOf('departments', departmentSchema);
export const providersPage = pageOf('providers', providerSchema);
export const reasonsPage = pageOf('patientappointmentreasons', reasonSchema);
export const bookedPage = pageOf('appointments', bookedAppointmentSchema);

/**
 * A page of open slots with athena's malformed rows (no date, "13/45/2026", a "9am" or "25:00" start, no id)
 * dropped at this edge: one odd row must not hide the good ones or break the time picker. The kept rows carry
 * the core's branded UsDate / ClinicTime (decision 63).
 */
export const openSlotsPage = z.preprocess(
  emptyAsObject,
  z.object({ appointments: z.array(z.unknown()).default([]), next: z.string().optional() }).transform((o) => ({
    items: o.appointments.flatMap((row) => {
      const slot = openSlotSchema.safeParse(row);
      return slot.success ? [slot.data] : [];
    }),
    next: o.next,
  })),
);
export const practiceInfoResponse = listOf('practiceinfo', z.object({ practiceid: athenaId, name: z.string().default('') }));

/** Appointment types come as an array (one page, no link) or as an object with an `appointmenttypes` field. */
export const appointmentTypesPage = z.union([
  z.array(appointmentTypeSchema).transform((items) => ({ items, next: undefined as string | undefined })),
  pageOf('appointmenttypes', appointmentTypeSchema),
]);

const searchHit = patientSchema.partial().extend(patientSchema.pick({ patientid: true }).shape);
/** Enhanced best match is a top-level array; an object with `patients` is accepted too. */
export const bestMatchResponse = z.union([arrayOf(searchHit), listOf('patients', searchHit)]);

/** One patient: athena answers `[Patient]`; a bare object is accepted too. */
export const patientResponse = z.union([arrayOf(patientSchema), patientSchema.transform((p) => [p])]);

const createdPatient = z.object({
  patientid: athenaId.optional(),
  patient: z.object({ patientid: athenaId }).optional(),
  errormessage: z.string().optional(),
});
/** Create patient: `[{ patientid }]`, the id possibly nested under `patient`. */
export const createPatientResponse = z.union([arrayOf(createdPatient), createdPatient.transform((p) => [p])]);

/** Create insurance: `[{ insuranceid, … }]`, or `{ success: "true" }` in older answers. */
export const createInsuranceResponse = z.union([
  arrayOf(insuranceSummarySchema.partial()),
  z.object({ insuranceid: athenaId.optional() }).transform((o) => [o]),
]);

/** Booking answers `[BookedAppointment]`. */
export const bookingResponse = z.union([arrayOf(bookedAppointmentSchema), bookedAppointmentSchema.transform((b) => [b])]);
