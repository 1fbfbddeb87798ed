import { clinicTimeSchema, usDateSchema } from '@clinic/core';
import { z } from 'zod';

// athena sends the same value as a number in one call and a string in another (athena-api.md §3.3).
/** An id sent as a string or a number, normalised to a string. */
export const athenaId = z.union([z.string(), z.number()]).transform(String);
/** A flag sent as a boolean or as "true"/"false". */
const athenaFlag = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');
/** A number that may arrive as a numeric string ("15"). */
const athenaNumber = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/),
  ])
  .transform(Number);

const text = z.string();
const optionalText = z.string().optional();
const sex = z
  .string()
  .optional()
  .transform((v) => (v === 'M' || v === 'F' ? v : undefined));

export const departmentSchema = z.object({
  departmentid: athenaId,
  // `name` is athena's internal name ("MAIN ST (HUB)"); patients see `patientdepartmentname` (athena-api.md §4.1).
  name: text.default(''),
  patientdepartmentname: optionalText,
  address: text.default(''),
  city: text.default(''),
  state: text.default(''),
  zip: text.default(''),
  phone: optionalText,
  latitude: athenaId.optional(),
  longitude: athenaId.optional(),
  providerlist: z.array(athenaId).optional(),
  // The configured roster, with `fullproviderlist=true`; `providerlist` alone lists only providers with bookings.
  fullproviderlist: z.array(athenaId).optional(),
  facilityid: athenaId.optional(),
  facilityname: optionalText,
  facilitytypename: optionalText,
  timezonename: optionalText,
});

export const providerSchema = z.object({
  providerid: athenaId,
  firstname: text.default(''),
  lastname: text.default(''),
  displayname: optionalText,
  providername: optionalText,
  credentials: optionalText,
  providertypeid: athenaId.optional(),
  providertype: optionalText,
  entitytype: optionalText,
  specialty: optionalText,
});

export const appointmentTypeSchema = z.object({
  appointmenttypeid: athenaId,
  name: text,
  shortname: text.default(''),
  duration: athenaNumber,
  patientdisplayname: optionalText,
  group: optionalText,
  templatetypeonly: athenaFlag.optional(),
  patient: athenaFlag.optional(),
  generic: athenaFlag.optional(),
  createencounteroncheckin: athenaFlag.optional(),
  patienttype: optionalText,
});

export const reasonSchema = z.object({
  reasonid: athenaNumber,
  reason: text,
  description: text.default(''),
  schedulingminhours: athenaNumber.optional(),
  schedulingmaxdays: athenaNumber.optional(),
});

// The date and start are checked once here and reach the core branded (docs/decisions/, decision 63).
export const openSlotSchema = z.object({
  appointmentid: athenaId,
  date: usDateSchema,
  starttime: clinicTimeSchema,
  departmentid: athenaId,
  providerid: athenaId,
  appointmenttypeid: athenaId,
  appointmenttype: text.default(''),
  patientappointmenttypename: optionalText,
  duration: athenaNumber,
  frozen: athenaFlag.optional(),
  // A list of ids, or one id / a comma list in older answers.
  reasonid: z.union([z.array(athenaId), athenaId.transform((v) => v.split(','))]).optional(),
});

export const insuranceSummarySchema = z.object({
  insuranceid: athenaId,
  insurancepackageid: athenaId.optional(),
  sequencenumber: athenaNumber.optional(),
});

export const patientSchema = z.object({
  patientid: athenaId,
  firstname: text.default(''),
  lastname: text.default(''),
  dob: text.default(''),
  mobilephone: optionalText,
  email: optionalText,
  sex,
  departmentid: athenaId.optional(),
  address1: optionalText,
  city: optionalText,
  state: optionalText,
  zip: optionalText,
  countrycode3166: optionalText,
  guarantoraddresssameaspatient: athenaFlag.optional(),
  portalaccessgiven: athenaFlag.optional(),
  privacyinformationverified: athenaFlag.optional(),
  insurances: z.array(insuranceSummarySchema).optional(),
});

export const bookedAppointmentSchema = z.object({
  appointmentid: athenaId,
  appointmentstatus: text.default('f'),
  date: text,
  starttime: text,
  duration: athenaNumber.optional(),
  departmentid: athenaId.optional(),
  providerid: athenaId.optional(),
  patientid: athenaId.optional(),
  appointmenttypeid: athenaId.optional(),
  appointmenttype: optionalText,
  bookingnote: optionalText,
  // The booked list carries the note as appointmentnotes (athena-api.md §4.11).
  appointmentnotes: z.array(z.object({ text: text.default('') })).optional(),
  // athena marks the original of a rescheduled appointment with the new appointment's id.
  rescheduledappointmentid: athenaId.optional(),
  patient: z.object({ patientid: athenaId, firstname: text.default(''), lastname: text.default(''), mobilephone: optionalText }).optional(),
  insurances: z.array(z.object({ insurancepackageid: athenaId.optional(), insuranceplanname: optionalText })).optional(),
});

export type AthenaBookedAppointment = z.output<typeof bookedAppointmentSchema>;

/** athena's error body (athena-api.md §5); every field optional because gateways send none. */
export const errorBodySchema = z.object({
  error: optionalText,
  detailedmessage: optionalText,
  message: optionalText,
  missingfields: z.array(z.string()).optional(),
  // Our proxy's refusals carry a stable code (BOOKING_LIMIT…): the wizard shows their text, which names the phone.
  code: optionalText,
});
