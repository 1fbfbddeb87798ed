import type { AppointmentReason, AppointmentType, BookedAppointment, Department, OpenSlot, Patient, Provider } from '@clinic/core';
import { DEPARTMENT_INTERNAL_NAMES, HIDDEN_DEPARTMENT_IDS, providersWithBookings } from '@clinic/fixtures';
import { asNumber } from './athena-values';

// Fields our fixtures carry that athena never sends (issue 12, item 7): the fake leaves them out so nothing
// a patient or the CLI relies on can come to need them.
const NOT_ATHENA = {
  department: ['facilityid', 'facilityname', 'facilitytypename'],
  provider: ['providername', 'credentials'],
  type: ['patienttype', 'group'],
  reason: ['appointmenttypeids'],
} as const;

function without<T extends object>(record: T, keys: readonly string[]): Record<string, unknown> {
  const out = { ...record } as Record<string, unknown>;
  for (const key of keys) delete out[key];
  return out;
}

/** Which provider lists a departments answer carries (athena-api.md §4.1). */
export interface DepartmentLists {
  /** `providerlist=true`: providers who already have bookings there. */
  providerlist: boolean;
  /** `fullproviderlist=true`: the configured roster. */
  fullproviderlist: boolean;
}

// Modern typing as athena emits it (athena-api.md §3.3, §4): ids are strings in some endpoints and
// numbers in others, on purpose, so clients must normalise at their edge.

/**
 * athena's department: the internal `name` ("GLN-MAIN (HUB)"), the patient-facing `patientdepartmentname`
 * (none for departments hidden from the portal), `providerlist` of providers with bookings and
 * `fullproviderlist` of the roster, each only when asked for.
 */
export function departmentShape(d: Department, lists: DepartmentLists): Record<string, unknown> {
  const { providerlist, ...rest } = d;
  const id = String(d.departmentid);
  const roster = (providerlist ?? []).map(String);
  return {
    ...without(rest, NOT_ATHENA.department),
    departmentid: id,
    name: DEPARTMENT_INTERNAL_NAMES[id] ?? d.name.toUpperCase(),
    ...(HIDDEN_DEPARTMENT_IDS.has(id) ? {} : { patientdepartmentname: d.name }),
    timezone: -8,
    timezonename: d.timezonename ?? 'America/Los_Angeles',
    servicedepartment: true,
    ...(lists.providerlist && providerlist ? { providerlist: providersWithBookings(roster) } : {}),
    ...(lists.fullproviderlist && providerlist ? { fullproviderlist: roster } : {}),
  };
}

export function providerShape(p: Provider): Record<string, unknown> {
  return { ...without(p, NOT_ATHENA.provider), providerid: asNumber(p.providerid), entitytype: p.entitytype ?? 'Person', billable: true };
}

export function appointmentTypeShape(t: AppointmentType): Record<string, unknown> {
  return {
    ...without(t, NOT_ATHENA.type),
    appointmenttypeid: asNumber(t.appointmenttypeid),
    patient: t.patient ?? true,
    generic: t.generic ?? false,
    templatetypeonly: t.templatetypeonly ?? false,
  };
}

export function reasonShape(r: AppointmentReason, reasontype: 'new' | 'existing'): Record<string, unknown> {
  // Stores with athena-shaped reasons (reasontype, windows) keep theirs; plain ones get athena's defaults.
  return { reasontype, schedulingminhours: 0, schedulingmaxdays: 90, ...without(r, NOT_ATHENA.reason), reasonid: r.reasonid };
}

export function openSlotShape(s: OpenSlot, showFrozen: boolean): Record<string, unknown> {
  const { frozen, reasonid, ...rest } = s;
  return {
    ...rest,
    appointmentid: asNumber(s.appointmentid),
    departmentid: asNumber(s.departmentid),
    providerid: asNumber(s.providerid),
    localproviderid: asNumber(s.providerid),
    appointmenttypeid: asNumber(s.appointmenttypeid),
    patientappointmenttypename: s.patientappointmenttypename ?? s.appointmenttype,
    reasonid: reasonid ?? ['-1'],
    ...(showFrozen ? { frozen: frozen ?? false } : {}),
  };
}

export function patientShape(p: Patient, withInsurance: boolean): Record<string, unknown> {
  const { insurances, ...rest } = p;
  return {
    ...rest,
    patientid: String(p.patientid),
    status: 'active',
    ...(withInsurance ? { insurances: (insurances ?? []).map(insuranceShape) } : {}),
  };
}

export function insuranceShape(i: { insuranceid: string; insurancepackageid?: string; sequencenumber?: number }): Record<string, unknown> {
  return {
    insuranceid: String(i.insuranceid),
    insurancepackageid: asNumber(i.insurancepackageid) ?? 0,
    ...(i.sequencenumber !== undefined ? { sequencenumber: i.sequencenumber } : {}),
  };
}

/** The answer to a booking: ids as strings (§4.10) and the status `f`; athena's samples carry no note there. */
export function bookingAnswerShape(a: BookedAppointment): Record<string, unknown> {
  const { appointmentnotes: _none, ...answer } = bookedShape(a, false);
  return answer;
}

/** A booked appointment in athena's list, its note in `appointmentnotes` (§4.11). */
export function bookedShape(a: BookedAppointment, withPatient: boolean): Record<string, unknown> {
  const { patient, bookingnote, ...rest } = a;
  return {
    ...rest,
    appointmentid: String(a.appointmentid),
    departmentid: String(a.departmentid),
    providerid: String(a.providerid),
    patientid: String(a.patientid),
    appointmenttypeid: String(a.appointmenttypeid),
    chargeentrynotrequired: false,
    referringproviderid: '',
    renderingproviderid: '',
    supervisingproviderid: 0,
    ...(bookingnote ? { appointmentnotes: [{ id: 1, text: bookingnote, displayonschedule: true }] } : {}),
    ...(withPatient && patient ? { patient: { ...patient, patientid: String(patient.patientid) } } : {}),
  };
}
