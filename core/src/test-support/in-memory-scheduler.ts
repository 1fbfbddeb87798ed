import type {
  AppointmentReason,
  AppointmentType,
  BookedAppointment,
  BookedList,
  BookingInput,
  Department,
  InsuranceInput,
  InsuranceResult,
  NewPatient,
  OpenSlot,
  Patient,
  PatientMatch,
  PatientSearch,
  PatientUpdate,
  PracticeInfo,
  Provider,
} from '../model';
import type { CancelInput, OpenSlotsByReasonQuery, OpenSlotsByTypeQuery, PatientAppointmentsQuery, SchedulerPort } from '../ports';
import { ATHENA_SLOT_TAKEN, SchedulerError } from '../errors';

type Operation = keyof SchedulerPort;

/** A small SchedulerPort over plain arrays; records every call and can be told to fail an operation. */
export class InMemoryScheduler implements SchedulerPort {
  departments: Department[] = [];
  providers: Provider[] = [];
  types: AppointmentType[] = [];
  reasons: AppointmentReason[] = [];
  slots: OpenSlot[] = [];
  patients: (PatientMatch & { search: PatientSearch })[] = [];
  createResponse: unknown = [{ patientid: '501' }];
  /** Patients whose policy is registered already: creating insurance again answers "already on file", no id. */
  readonly insured = new Set<string>();
  readonly calls: { op: Operation; args: unknown[] }[] = [];
  readonly booked: BookingInput[] = [];
  private readonly failures = new Map<Operation, unknown>();

  failNext(op: Operation, error: unknown): this {
    this.failures.set(op, error);
    return this;
  }

  private enter(op: Operation, ...args: unknown[]): void {
    this.calls.push({ op, args });
    if (!this.failures.has(op)) return;
    const error = this.failures.get(op);
    this.failures.delete(op);
    throw error;
  }

  callsOf(op: Operation): unknown[][] {
    return this.calls.filter((c) => c.op === op).map((c) => c.args);
  }

  async getDepartments(): Promise<Department[]> {
    this.enter('getDepartments');
    return this.departments;
  }
  async getProviders(departmentId?: string): Promise<Provider[]> {
    this.enter('getProviders', departmentId);
    return this.providers;
  }
  async getAppointmentTypes(q: { departmentId: string; providerId: string }): Promise<AppointmentType[]> {
    this.enter('getAppointmentTypes', q);
    return this.types;
  }
  async getReasons(q: { departmentId: string; providerId: string; patientType: 'new' | 'existing' }): Promise<AppointmentReason[]> {
    this.enter('getReasons', q);
    return this.reasons;
  }
  async getOpenSlots(q: OpenSlotsByTypeQuery): Promise<OpenSlot[]> {
    this.enter('getOpenSlots', q);
    return this.slots.filter((s) => !q.appointmentTypeId || s.appointmenttypeid === q.appointmentTypeId);
  }
  async getOpenSlotsByReason(q: OpenSlotsByReasonQuery): Promise<OpenSlot[]> {
    this.enter('getOpenSlotsByReason', q);
    return this.slots;
  }
  async searchPatients(search: PatientSearch): Promise<PatientMatch[]> {
    this.enter('searchPatients', search);
    return this.patients
      .filter((p) => p.search.phoneNumber === search.phoneNumber && p.search.dob === search.dob)
      .map(({ patientid, insurances }) => ({ patientid, insurances }));
  }
  async createPatient(patient: NewPatient): Promise<{ patientid: string }> {
    this.enter('createPatient', patient);
    // Athena answers with an array; the port's adapters normally unwrap it, the use-case must cope either way.
    return this.createResponse as { patientid: string };
  }
  async updatePatient(patientId: string, patient: PatientUpdate): Promise<void> {
    this.enter('updatePatient', patientId, patient);
  }
  async getPatient(patientId: string): Promise<Patient> {
    this.enter('getPatient', patientId);
    return { patientid: patientId, firstname: 'Test', lastname: 'Patient', dob: '01/01/1990' };
  }
  async createInsurance(patientId: string, insurance: InsuranceInput): Promise<InsuranceResult> {
    this.enter('createInsurance', patientId, insurance);
    if (this.insured.has(patientId)) return { alreadyOnFile: true, message: 'Patient already has insurance' };
    this.insured.add(patientId);
    return { insuranceid: `ins-${patientId}`, alreadyOnFile: false };
  }
  async bookAppointment(booking: BookingInput): Promise<BookedAppointment> {
    this.enter('bookAppointment', booking);
    const index = this.slots.findIndex((s) => s.appointmentid === booking.appointmentid);
    const slot = this.slots[index];
    if (!slot) {
      throw new SchedulerError('SLOT_UNAVAILABLE', `Failed to book appointment: ${ATHENA_SLOT_TAKEN.error}`, 409, { ...ATHENA_SLOT_TAKEN });
    }
    this.slots.splice(index, 1);
    this.booked.push(booking);
    return {
      appointmentid: slot.appointmentid,
      appointmentstatus: 'f',
      date: slot.date,
      starttime: slot.starttime,
      duration: slot.duration,
      departmentid: slot.departmentid,
      providerid: slot.providerid,
      patientid: booking.patientid,
      appointmenttypeid: booking.appointmenttypeid,
    };
  }
  async getBookedAppointments(): Promise<BookedList> {
    this.enter('getBookedAppointments');
    return { scheduled: [], cancelled: [], rescheduled: [] };
  }
  async getPatientAppointments(query: PatientAppointmentsQuery): Promise<BookedAppointment[]> {
    this.enter('getPatientAppointments', query);
    return [];
  }
  async cancelAppointment(input: CancelInput): Promise<void> {
    this.enter('cancelAppointment', input);
  }
  async getPracticeInfo(): Promise<PracticeInfo> {
    this.enter('getPracticeInfo');
    return { practiceid: '195900', name: 'Test practice' };
  }
}
