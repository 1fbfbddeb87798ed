import type {
  AppointmentReason,
  AppointmentType,
  BookedAppointment,
  ClinicDate,
  Department,
  OpenSlot,
  Patient,
  Provider,
  Testimonial,
} from '@clinic/core';
import { usDateKey } from '@clinic/core';
import { openSlot } from '@clinic/core/test-support';
import { FixtureRequestError, SlotUnavailableError, bookedMatcher, type FixtureStore, type PracticeFixtureStore } from '@clinic/fixtures';

/** A known patient with insurance on file, for tests. */
export const TINY_PERSONA = {
  patientid: '5001',
  firstname: 'Marta',
  lastname: 'Quintero',
  dob: '04/12/1980',
  mobilephone: '8185550199',
  email: 'marta.quintero@example.com',
  insurances: [{ insuranceid: '9001', insurancepackageid: '15310' }],
} satisfies Patient;

const slot = (id: string, date: string, starttime: string, extra: Partial<OpenSlot> = {}): OpenSlot =>
  openSlot(id, date, starttime, '21', { providerid: '2', appointmenttype: 'NEW PATIENT 30', reasonid: ['1001'], ...extra });

/** The whole of a small practice: what a test store serves. */
export interface TinyPractice {
  today: ClinicDate;
  departments: Department[];
  providers: Provider[];
  appointmentTypes: AppointmentType[];
  reasons: Record<'new' | 'existing', AppointmentReason[]>;
  slots: OpenSlot[];
  patients: Patient[];
  testimonials?: Testimonial[];
}

/** One clinic, a handful of slots (Mon Dec 1 2025, 9:00 and 9:30 PT; Tue Dec 2, 13:00 PT frozen and 14:00 PT). */
export function tinyPractice(): TinyPractice {
  return {
    today: { year: 2025, month: 12, day: 1 },
    departments: [
      {
        departmentid: '1',
        name: 'Glendale',
        address: '214 N Central Ave',
        city: 'GLENDALE',
        state: 'CA',
        zip: '91203',
        providerlist: ['1', '2'],
      },
      { departmentid: '9', name: 'Billing office', address: '1 Main St', city: 'Glendale', state: 'CA', zip: '91203' },
    ],
    providers: [
      { providerid: '1', firstname: 'Armen', lastname: 'Petrosyan', displayname: 'Armen Petrosyan, MD', providertype: 'MD' },
      { providerid: '2', firstname: 'Elena', lastname: 'Vasquez', displayname: 'Elena Vasquez, MD', providertype: 'MD' },
    ],
    appointmentTypes: [
      { appointmenttypeid: '21', name: 'NEW PATIENT 30', shortname: 'NP30', duration: 30 },
      { appointmenttypeid: '31', name: 'FOLLOW UP 15', shortname: 'FU15', duration: 15 },
    ],
    reasons: {
      new: [{ reasonid: 1001, reason: 'New Patient', description: 'New Patient' }],
      existing: [{ reasonid: 2001, reason: 'Follow Up', description: 'Follow Up' }],
    },
    slots: [
      slot('1101', '12/01/2025', '09:00'),
      slot('1102', '12/01/2025', '09:30'),
      slot('1103', '12/02/2025', '13:00', { frozen: true }),
      slot('1104', '12/02/2025', '14:00', { appointmenttypeid: '31', appointmenttype: 'FOLLOW UP 15', duration: 15, reasonid: ['2001'] }),
    ],
    patients: [TINY_PERSONA],
    testimonials: [
      { id: 't1', platform: 'google', name: 'R. K.', rating: 5, comment: 'Kind and thorough.', is_public: true, created_at: '2025-10-02' },
      { id: 't2', platform: 'yelp', name: null, rating: 4, comment: 'Private note.', is_public: false, created_at: '2025-10-01' },
    ],
  };
}

/**
 * A very small FixtureStore over `practice` (the tiny one by default) so the server, the fake athena and the
 * CLI can be tested before or without the real fixtures; same contract, including the atomic book().
 */
export function createTinyFixtureStore(practice: TinyPractice = tinyPractice()): FixtureStore & Pick<PracticeFixtureStore, 'cancel'> {
  const slots: OpenSlot[] = structuredClone(practice.slots);
  const patients = new Map<string, Patient>(practice.patients.map((p) => [p.patientid, structuredClone(p)]));
  const booked: BookedAppointment[] = [];
  const slotOfBooked = new Map<string, OpenSlot>();
  let nextId = 7000;
  return {
    today: practice.today,
    departments: () => structuredClone(practice.departments),
    providers: () => structuredClone(practice.providers),
    appointmentTypes: () => structuredClone(practice.appointmentTypes),
    reasons: (type) => structuredClone(practice.reasons[type]),
    openSlots: (q) =>
      slots.filter(
        (s) =>
          s.departmentid === q.departmentId &&
          (!q.providerIds || q.providerIds.includes(s.providerid)) &&
          (!q.appointmentTypeId || s.appointmenttypeid === q.appointmentTypeId) &&
          (q.reasonId === undefined || (s.reasonid ?? []).includes(String(q.reasonId))) &&
          (q.includeFrozen || !s.frozen) &&
          usDateKey(s.date) >= usDateKey(q.startDate) &&
          usDateKey(s.date) <= usDateKey(q.endDate),
      ),
    findPatients: (q) =>
      [...patients.values()].filter(
        (p) =>
          (!q.firstname || p.firstname.toLowerCase() === q.firstname.toLowerCase()) &&
          (!q.lastname || p.lastname.toLowerCase() === q.lastname.toLowerCase()) &&
          (!q.dob || p.dob === q.dob),
      ),
    getPatient: (id) => patients.get(id),
    createPatient: (input) => {
      const patient: Patient = { ...input, patientid: String(nextId++), insurances: [] };
      patients.set(patient.patientid, patient);
      return patient;
    },
    updatePatient: (id, changes) => {
      const patient = patients.get(id);
      if (!patient) return undefined;
      const updated = { ...patient, ...changes, patientid: id };
      patients.set(id, updated);
      return updated;
    },
    addInsurance: (patientid, insurance) => {
      const patient = patients.get(patientid)!;
      const packageId = insurance.kind === 'self-pay' ? '0' : insurance.insurancepackageid;
      const existing = patient.insurances?.find((i) => i.insurancepackageid === packageId);
      if (existing) return { insuranceid: existing.insuranceid, duplicate: true };
      const insuranceid = String(nextId++);
      patient.insurances = [...(patient.insurances ?? []), { insuranceid, insurancepackageid: packageId }];
      return { insuranceid, duplicate: false };
    },
    book: (input) => {
      const at = slots.findIndex((s) => s.appointmentid === input.appointmentid && !s.frozen);
      if (at === -1) throw new SlotUnavailableError(input.appointmentid);
      const [taken] = slots.splice(at, 1) as [OpenSlot];
      slotOfBooked.set(taken.appointmentid, taken);
      const appointment: BookedAppointment = {
        appointmentid: taken.appointmentid,
        appointmentstatus: 'f',
        date: taken.date,
        starttime: taken.starttime,
        duration: taken.duration,
        departmentid: taken.departmentid,
        providerid: taken.providerid,
        patientid: input.patientid,
        appointmenttypeid: input.appointmenttypeid ?? taken.appointmenttypeid,
        appointmenttype: taken.appointmenttype,
        ...(input.bookingnote ? { bookingnote: input.bookingnote } : {}),
      };
      booked.push(appointment);
      return appointment;
    },
    // athena's cancel, as the practice fixture has it: the appointment stays listed as "x" and its slot opens again.
    cancel: (appointmentid, patientid) => {
      const appointment = booked.find((a) => a.appointmentid === appointmentid);
      if (!appointment) throw new FixtureRequestError(404, { error: 'The appointment ID is invalid.' });
      if (appointment.appointmentstatus === 'x') throw new FixtureRequestError(400, { error: 'The appointment is already cancelled.' });
      if (patientid !== undefined && appointment.patientid !== patientid) {
        throw new FixtureRequestError(400, { error: 'The patient ID does not match the appointment.' });
      }
      appointment.appointmentstatus = 'x';
      const slot = slotOfBooked.get(appointmentid);
      if (slot) slots.push(slot);
      return { ...appointment };
    },
    booked: (q) => booked.filter(bookedMatcher(q)),
    testimonials: () => structuredClone(practice.testimonials ?? []),
  };
}
