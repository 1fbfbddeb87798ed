import {
  groupBookedAppointments,
  type BookedAppointment,
  type BookedList,
  type Department,
  type Patient,
  type PatientMatch,
  type PatientSearch,
  type Provider,
} from '@clinic/core';
import type { z } from 'zod';
import { digitsOf, toAthenaDate } from './athena-values';
import type { AthenaBookedAppointment, departmentSchema, providerSchema } from './athena.schemas';
import type { bestMatchResponse, createPatientResponse } from './athena-lists.schemas';

type AthenaProvider = z.output<typeof providerSchema>;
type AthenaDepartment = z.output<typeof departmentSchema>;
type SearchHit = z.output<typeof bestMatchResponse>[number];

/** A provider with a display name even when athena sends only first and last name. */
export function toProvider(p: AthenaProvider): Provider {
  return { ...p, displayname: p.displayname ?? `${p.firstname} ${p.lastname}`.trim() };
}

/**
 * A department as patients and staff should see it: athena's `name` is internal ("MAIN ST (HUB)"), so the
 * patient-facing `patientdepartmentname` wins when present; the configured roster (`fullproviderlist`) wins
 * over `providerlist`, which lists only providers who already have bookings there (athena-api.md §4.1).
 */
export function toDepartment(d: AthenaDepartment): Department {
  const { patientdepartmentname, fullproviderlist, providerlist, ...rest } = d;
  const roster = fullproviderlist && fullproviderlist.length > 0 ? fullproviderlist : providerlist;
  return { ...rest, name: patientdepartmentname?.trim() || d.name, ...(roster ? { providerlist: roster } : {}) };
}

/** A booked appointment in the core model; fields athena left out are filled from what we sent, if anything. */
export function toBookedAppointment(a: AthenaBookedAppointment, sent: Partial<BookedAppointment> = {}): BookedAppointment {
  const { rescheduledappointmentid: _ignored, appointmentnotes, insurances, patient, ...rest } = a;
  const note =
    a.bookingnote ??
    appointmentnotes
      ?.map((n) => n.text)
      .filter(Boolean)
      .join(' / ');
  return {
    ...rest,
    ...(note ? { bookingnote: note } : {}),
    ...(patient ? { patient: withoutEmpty(patient) } : {}),
    ...(insurances
      ? { insurances: insurances.map((i) => withoutEmpty({ insurancepackageid: i.insurancepackageid, name: i.insuranceplanname })) }
      : {}),
    duration: a.duration ?? sent.duration ?? 0,
    departmentid: a.departmentid ?? sent.departmentid ?? '',
    providerid: a.providerid ?? sent.providerid ?? '',
    patientid: a.patientid ?? sent.patientid ?? '',
    appointmenttypeid: a.appointmenttypeid ?? sent.appointmenttypeid ?? '',
  };
}

// Optional fields athena left out stay out (exactOptionalPropertyTypes).
function withoutEmpty<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as T;
}

/** Scheduled, cancelled (status x) and rescheduled (athena names the new appointment) groups (booking.md §3). */
export function groupBooked(appointments: readonly AthenaBookedAppointment[]): BookedList {
  return groupBookedAppointments(appointments, (a) => toBookedAppointment(a));
}

/**
 * Best-match hits that really are this patient: the mobile phone's digits and the date of birth must equal
 * what was entered (booking.md §5); a hit without a mobile phone fails a phone check.
 * Reduced to the id and insurances, so no other patient data travels further.
 */
export function matchingPatients(hits: readonly SearchHit[], search: PatientSearch): PatientMatch[] {
  const phone = digitsOf(search.phoneNumber);
  const dob = toAthenaDate(search.dob);
  return hits
    .filter((hit) => (phone ? hit.mobilephone !== undefined && digitsOf(hit.mobilephone) === phone : true))
    .filter((hit) => (dob ? hit.dob === dob : true))
    .map((hit) => ({
      patientid: hit.patientid,
      // Exactly what choosing the policy to book with needs (core insuranceOnFile), nothing more.
      insurances: (hit.insurances ?? []).map((i) => ({
        insuranceid: i.insuranceid,
        ...(i.insurancepackageid !== undefined ? { insurancepackageid: i.insurancepackageid } : {}),
        ...(i.sequencenumber !== undefined ? { sequencenumber: i.sequencenumber } : {}),
      })),
    }));
}

/** The patient id from create patient's answer: the first element's `patientid`, or nested under `patient`. */
export function createdPatientId(created: z.output<typeof createPatientResponse>): { id?: string; error?: string } {
  const first = created[0];
  const id = first?.patientid ?? first?.patient?.patientid;
  return id ? { id } : { error: first?.errormessage || undefined };
}

/** The stand-in patient the spec returns when athena answers 402 (booking.md §8). */
export function mockPatient(now: Date): Patient {
  return { patientid: `mock_${now.getTime()}`, firstname: 'John', lastname: 'Doe', dob: '01/01/1990', mobilephone: '555-1234' };
}
