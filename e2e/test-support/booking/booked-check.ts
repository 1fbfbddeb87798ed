import { format } from 'date-fns';
import { expect } from 'vitest';
import type { BookedRow, FakeAthena } from './fake-athena';
import type { Visitor } from './visitor';

/** A slot's label as the dialog must show it, computed from athena's MM/DD/YYYY date and HH:MM clinic start. */
export function clinicSlotLabel(date: string, starttime: string): string {
  const [month, day, year] = date.split('/').map(Number);
  const [hour, minute] = starttime.split(':').map(Number);
  // Built and formatted from the same wall-clock fields, so the test machine's zone plays no part.
  return format(new Date(year!, month! - 1, day!, hour!, minute!), 'h:mm a, EEEE, MMMM d');
}

/** The patient athena must hold for a visitor; `patientid` when the visitor is a known persona. */
export function bookedPatient(v: Visitor, patientid?: string): ExpectedBooking['patient'] {
  return { ...(patientid ? { patientid } : {}), firstname: v.first, lastname: v.last, dob: v.dob, mobilephone: v.phone };
}

export interface ExpectedBooking {
  appointmentid: string;
  /** The label of the time button the patient clicked. */
  label: string;
  patient: { patientid?: string; firstname: string; lastname: string; dob: string; mobilephone: string };
}

/**
 * After a booking: athena's booked list is the list from before plus exactly this appointment (and any
 * `alsoBooked` behind the dialog's back), for this patient, at the clinic time the dialog showed.
 */
export async function expectBookedExactly(
  athena: FakeAthena,
  before: readonly BookedRow[],
  expected: ExpectedBooking,
  alsoBooked: readonly string[] = [],
) {
  const after = await athena.booked();
  const known = new Set(before.map((a) => a.appointmentid));
  const added = after
    .filter((a) => !known.has(a.appointmentid))
    .map((a) => a.appointmentid)
    .sort();
  expect(added).toEqual([expected.appointmentid, ...alsoBooked].sort());
  const mine = after.filter((a) => a.appointmentid === expected.appointmentid);
  expect(mine).toHaveLength(1);
  const [appointment] = mine as [BookedRow];
  if (expected.patient.patientid) expect(appointment.patientid).toBe(expected.patient.patientid);
  expect(appointment.patient).toMatchObject({ firstname: expected.patient.firstname, lastname: expected.patient.lastname });
  const patient = await athena.patient(appointment.patientid);
  expect({ dob: patient.dob, mobilephone: patient.mobilephone }).toEqual({
    dob: expected.patient.dob,
    mobilephone: expected.patient.mobilephone,
  });
  // The Tokyo browser showed the clinic's wall clock: athena's start time of this very appointment id.
  expect(expected.label).toBe(clinicSlotLabel(appointment.date, appointment.starttime));
  return { appointment, packages: (patient.insurances ?? []).map((i) => String(i.insurancepackageid)) };
}
