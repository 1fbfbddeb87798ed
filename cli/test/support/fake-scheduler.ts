import {
  SchedulerError, usDateKey, type AppointmentType, type BookedAppointment, type BookedList, type BookingInput, type Department,
  type CancelInput, type OpenSlot, type OpenSlotsByTypeQuery, type Provider, type SchedulerPort,
} from '@clinic/core';

const department = (departmentid: string, name: string, providerlist?: string[]): Department => ({
  departmentid, name, address: '214 N Central Ave', city: name.toUpperCase(), state: 'CA', zip: '91203', ...(providerlist ? { providerlist } : {}),
});
const provider = (providerid: string, displayname: string, specialty = 'Internal Medicine'): Provider => ({
  providerid, firstname: displayname.split(' ')[0] ?? '', lastname: displayname.split(' ')[1] ?? '', displayname, specialty, providertype: 'MD',
});
const slot = (appointmentid: string, date: string, starttime: string, providerid: string, appointmenttype: string, appointmenttypeid = '2'): OpenSlot => ({
  appointmentid, date, starttime, departmentid: '1', providerid, appointmenttypeid, appointmenttype, duration: 30,
});

/** A tiny practice with literal dates, enough to drive every command in-process. */
export const PRACTICE = {
  departments: [department('2', 'Burbank', ['12']), department('1', 'Glendale', ['11', '90']), department('4', 'Billing Office')],
  providers: [provider('11', 'Dana Reyes MD'), provider('12', 'Sam Ortiz FNP', 'Family Medicine'), provider('90', 'IV_OFFICE', 'IV Therapy')],
  types: [
    { appointmenttypeid: '2', name: 'NEW PATIENT 30', shortname: 'NP30', duration: 30 },
    { appointmenttypeid: '3', name: 'FOLLOW UP 30', shortname: 'FU30', duration: 30 },
    { appointmenttypeid: '9', name: 'INJECTION/ IV', shortname: 'INJ', duration: 30 },
  ] satisfies AppointmentType[],
  slots: [
    slot('503', '12/02/2025', '13:00', '11', 'FOLLOW UP 30', '3'), // Tue Dec 2, 1:00 PM PT
    slot('501', '12/01/2025', '09:30', '11', 'NEW PATIENT 30'), // Mon Dec 1, 9:30 AM PT
    slot('502', '12/01/2025', '09:30', '11', 'NEW PATIENT 30'), // the same time again: de-duplicated
    slot('601', '12/01/2025', '10:00', '90', 'INJECTION/ IV', '9'), // Mon Dec 1, 10:00 AM PT
    slot('602', '12/01/2025', '10:15', '90', 'INJECTION/ IV', '9'), // starts before 601 ends: dropped
  ],
};

/** An in-memory SchedulerPort over PRACTICE; remembers the last queries so tests can check what was asked. */
export class FakeScheduler implements SchedulerPort {
  readonly openSlotQueries: OpenSlotsByTypeQuery[] = [];
  readonly booked: BookedAppointment[] = [];
  failWith: Error | undefined;

  async getDepartments() {
    return this.answer(PRACTICE.departments);
  }
  async getProviders() {
    return this.answer(PRACTICE.providers);
  }
  async getAppointmentTypes() {
    return this.answer(PRACTICE.types);
  }
  async getReasons(query: { patientType: 'new' | 'existing' }) {
    const reasons = query.patientType === 'new' ? [{ reasonid: 1001, reason: 'New Patient', description: 'First visit' }] : [{ reasonid: 2001, reason: 'Follow Up', description: 'Follow-up visit' }];
    return this.answer(reasons);
  }
  async getOpenSlots(query: OpenSlotsByTypeQuery) {
    this.openSlotQueries.push(query);
    const taken = new Set(this.booked.map((b) => b.appointmentid));
    // Like athena, nothing comes back unless a type narrows the search (athena-api.md §4.5).
    const ofType = (s: OpenSlot) => s.appointmenttypeid === query.appointmentTypeId;
    const inWindow = (s: OpenSlot) => usDateKey(s.date) >= usDateKey(query.startDate) && usDateKey(s.date) <= usDateKey(query.endDate ?? query.startDate);
    return this.answer(PRACTICE.slots.filter((s) => !taken.has(s.appointmentid) && ofType(s) && inWindow(s) && (!query.providerId || s.providerid === query.providerId)));
  }
  async bookAppointment(input: BookingInput) {
    const open = PRACTICE.slots.find((s) => s.appointmentid === input.appointmentid);
    if (!open || this.booked.some((b) => b.appointmentid === input.appointmentid)) {
      throw new SchedulerError('SLOT_UNAVAILABLE', 'Failed to book appointment: That appointment time was already booked or not available for booking.', 409, {
        error: 'That appointment time was already booked or not available for booking.',
      });
    }
    const appointment: BookedAppointment = {
      ...open, appointmentstatus: 'f', patientid: input.patientid, appointmenttypeid: input.appointmenttypeid,
      patient: { patientid: input.patientid, firstname: 'Ana', lastname: 'Lopez', mobilephone: '8185550199' },
      ...(input.notes ? { bookingnote: input.notes } : {}),
      insurances: [{ insurancepackageid: '15310', name: 'Blue Cross' }],
    };
    this.booked.push(appointment);
    return this.answer(appointment);
  }
  async getBookedAppointments(): Promise<BookedList> {
    return this.answer({ scheduled: [...this.booked], cancelled: [...this.cancelled], rescheduled: [] });
  }
  /** What `clinic cancel` sent, in order. */
  readonly cancels: CancelInput[] = [];
  readonly cancelled: BookedAppointment[] = [];
  async cancelAppointment(input: CancelInput): Promise<void> {
    this.answer(undefined);
    const at = this.booked.findIndex((b) => b.appointmentid === input.appointmentId && b.patientid === input.patientId);
    if (at < 0) throw new SchedulerError('NOT_FOUND', 'Failed to cancel appointment: The appointment ID is invalid.', 404, { error: 'The appointment ID is invalid.' });
    const [appointment] = this.booked.splice(at, 1);
    this.cancels.push(input);
    this.cancelled.push({ ...appointment!, appointmentstatus: 'x' });
  }
  getPatientAppointments = unused;
  getOpenSlotsByReason = unused;
  searchPatients = unused;
  createPatient = unused;
  getPatient = unused;
  createInsurance = unused;
  getPracticeInfo = unused;

  private answer<T>(value: T): T {
    if (this.failWith) throw this.failWith;
    return structuredClone(value);
  }
}

function unused(): never {
  throw new Error('not used by the CLI');
}
