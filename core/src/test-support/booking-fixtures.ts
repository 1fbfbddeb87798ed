import type { AppointmentDetails, AppointmentType, OpenSlot, PatientForm } from '../model';
import { clinicTimeSchema, usDateSchema } from '../validation/clinic-text.schema';

/** Test data shared by the wizard tests: Glendale, one provider, a handful of slots in early December 2026. */
export const TYPES: AppointmentType[] = [
  { appointmenttypeid: '21', name: 'NEW PATIENT 30', shortname: 'NP30', duration: 30 },
  { appointmenttypeid: '31', name: 'FOLLOW UP 30', shortname: 'FU30', duration: 30 },
  { appointmenttypeid: '41', name: 'ANY 30', shortname: 'A30', duration: 30 },
  { appointmenttypeid: '9', name: 'INJECTION/ IV', shortname: 'INJ', duration: 30 },
];

/** An open slot as the adapters hand it over: date and time checked (branded), the rest defaulted or given. */
export const openSlot = (id: string, date: string, starttime: string, typeId = '41', extra: Partial<OpenSlot> = {}): OpenSlot => {
  const type = TYPES.find((t) => t.appointmenttypeid === typeId);
  return {
    appointmentid: id,
    date: usDateSchema.parse(date),
    starttime: clinicTimeSchema.parse(starttime),
    departmentid: '1',
    providerid: '10',
    appointmenttypeid: typeId,
    appointmenttype: type?.name ?? 'ANY 30',
    duration: type?.duration ?? 30,
    ...extra,
  };
};

export const ANA: PatientForm = {
  firstName: 'Ana',
  lastName: 'Lee',
  email: 'ana.lee@example.com',
  phoneNumber: '(818) 555-0199',
  dateOfBirth: '04/12/1985',
  sex: 'female',
  privacyPolicy: true,
  textMessages: true,
};

export const detailsFor = (slot: OpenSlot, extra: Partial<AppointmentDetails> = {}): AppointmentDetails => ({
  date: slot.date,
  time: slot.starttime,
  id: slot.appointmentid,
  appointmenttypeid: slot.appointmenttypeid,
  departmentid: slot.departmentid,
  providerid: slot.providerid,
  reasonid: 1001,
  duration: slot.duration,
  copay: 0,
  insuranceid: '',
  ...extra,
});

// Sun Nov 22 2026 in the clinic.
export const TODAY = { year: 2026, month: 11, day: 22 };
