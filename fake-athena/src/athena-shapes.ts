import type {
  AppointmentReason, AppointmentType, BookedAppointment, Department, OpenSlot, Patient, Provider,
} from '@clinic/core';
import { asNumber } from './athena-values';

// Modern typing as athena emits it (athena-api.md §3.3, §4): ids are strings in some endpoints and
// numbers in others, on purpose, so clients must normalise at their edge.

export function departmentShape(d: Department, withProviderList: boolean): Record<string, unknown> {
  const { providerlist, ...rest } = d;
  return {
    ...rest,
    departmentid: String(d.departmentid),
    timezone: -8,
    timezonename: d.timezonename ?? 'America/Los_Angeles',
    servicedepartment: true,
    ...(withProviderList && providerlist ? { providerlist: providerlist.map(String) } : {}),
  };
}

export function providerShape(p: Provider): Record<string, unknown> {
  return { ...p, providerid: asNumber(p.providerid), entitytype: p.entitytype ?? 'Person', billable: true };
}

export function appointmentTypeShape(t: AppointmentType): Record<string, unknown> {
  return {
    ...t,
    appointmenttypeid: asNumber(t.appointmenttypeid),
    patient: t.patient ?? true,
    generic: t.generic ?? false,
    templatetypeonly: t.templatetypeonly ?? false,
  };
}

export function reasonShape(r: AppointmentReason, reasontype: 'new' | 'existing'): Record<string, unknown> {
  // Stores with athena-shaped reasons (reasontype, windows) keep theirs; plain ones get athena's defaults.
  return { reasontype, schedulingminhours: 0, schedulingmaxdays: 90, ...r, reasonid: r.reasonid };
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

export function insuranceShape(i: { insuranceid: string; insurancepackageid?: string }): Record<string, unknown> {
  return { insuranceid: String(i.insuranceid), insurancepackageid: asNumber(i.insurancepackageid) ?? 0 };
}

/** After booking, athena sends ids as strings (§4.10) and the status `f`. */
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
