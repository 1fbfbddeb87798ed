import {
  BOOKING_LIMITS,
  SchedulerError,
  prefixed,
  type AppointmentReason,
  type AppointmentType,
  type BookedAppointment,
  type BookedList,
  type BookedQuery,
  type BookingInput,
  type CancelInput,
  type ClockPort as Clock,
  type PatientAppointmentsQuery,
  type Department,
  type InsuranceInput,
  type InsuranceResult,
  type NewPatient,
  type OpenSlot,
  type OpenSlotsByReasonQuery,
  type OpenSlotsByTypeQuery,
  type Patient,
  type PatientMatch,
  type PatientSearch,
  type PatientUpdate,
  type PatientType,
  type PracticeInfo,
  type Provider,
  type AvailabilityPort,
  type BookingsPort,
  type PatientRegistryPort,
  type PracticeDirectoryPort,
  type StaffSchedulePort,
} from '@clinic/core';
import type { AthenaRequest, AthenaTransport } from './athena-transport.port';
import { fetchAllPages, fetchParsed } from './athena-answers';
import { toAthenaDate } from './athena-values';
import { operationRequest } from './operation-request';
import {
  appointmentTypesPage,
  departmentsPage,
  openSlotsPage,
  practiceInfoResponse,
  providersPage,
  reasonsPage,
} from './athena-lists.schemas';
import { toDepartment, toProvider } from './athena.mapper';
import { PatientCalls } from './athena-patient-calls';
import { BookingCalls } from './athena-booking-calls';

export interface AthenaSchedulerOptions {
  clock: Clock;
}

/**
 * SchedulerPort over athena's REST API (booking.md §7–§9). The client's preconditions of §5 are not here:
 * drivers get this behind `guardedScheduler` (core), which checks them once for every scheduler.
 */
export class AthenaScheduler implements PracticeDirectoryPort, AvailabilityPort, PatientRegistryPort, BookingsPort, StaffSchedulePort {
  private readonly patients: PatientCalls;
  private readonly bookings: BookingCalls;

  constructor(
    private readonly transport: AthenaTransport,
    options: AthenaSchedulerOptions,
  ) {
    this.patients = new PatientCalls(transport, options.clock);
    this.bookings = new BookingCalls(transport, options.clock);
  }

  /**
   * Every department, with the configured roster (`fullproviderlist`) besides the spec's `providerlist`, which
   * athena fills only with providers who already have bookings there (athena-api.md §4.1).
   */
  async getDepartments(): Promise<Department[]> {
    const request = operationRequest('departments', {
      params: {
        showalldepartments: true,
        limit: BOOKING_LIMITS.departmentsLimit,
        providerlist: true,
        fullproviderlist: true,
      },
    });
    const departments = await fetchAllPages(this.transport, 'departments', request, departmentsPage);
    return departments.map(toDepartment);
  }

  /** Every provider of the practice: athena has no department filter here, so a staffed practice pages (§4.2). */
  async getProviders(departmentId?: string): Promise<Provider[]> {
    const request = operationRequest('providers', {
      params: {
        departmentid: departmentId,
        showallproviders: true,
        limit: BOOKING_LIMITS.providersLimit,
      },
    });
    const providers = await fetchAllPages(this.transport, 'providers', request, providersPage);
    return providers.map(toProvider);
  }

  /** The provider's types at the department: athena filters on the plural `departmentids` / `providerids` (§4.3). */
  getAppointmentTypes(query: { departmentId: string; providerId: string }): Promise<AppointmentType[]> {
    const request = operationRequest('appointmentTypes', {
      params: {
        departmentids: query.departmentId,
        providerids: query.providerId,
        showdeleted: false,
        showfulldetails: true,
        limit: BOOKING_LIMITS.appointmentTypesLimit,
      },
    });
    return fetchAllPages(this.transport, 'appointmentTypes', request, appointmentTypesPage);
  }

  /** Every appointment type of the practice, for the server's availability index (athena-api.md §4.3). */
  getPracticeAppointmentTypes(): Promise<AppointmentType[]> {
    const request = operationRequest('appointmentTypes', {
      params: { showdeleted: false, showfulldetails: true, limit: BOOKING_LIMITS.appointmentTypesLimit },
    });
    return fetchAllPages(this.transport, 'appointmentTypes', request, appointmentTypesPage);
  }

  getReasons(query: { departmentId: string; providerId: string; patientType: PatientType }): Promise<AppointmentReason[]> {
    const isNew = query.patientType === 'new';
    const request = operationRequest('reasons', {
      ids: { patientType: isNew ? 'newpatient' : 'existingpatient' },
      params: {
        departmentid: query.departmentId,
        providerid: query.providerId,
      },
    });
    const operation = isNew ? 'newPatientReasons' : 'existingPatientReasons';
    return fetchAllPages(this.transport, operation, request, reasonsPage);
  }

  /** The dialog's slot search (booking.md §7): type-based, every resource, bookable-by-API or not. */
  async getOpenSlots(query: OpenSlotsByTypeQuery): Promise<OpenSlot[]> {
    const { startdate, enddate } = slotWindow(query);
    const request = operationRequest('openSlots', {
      params: {
        departmentid: query.departmentId,
        appointmenttypeid: query.appointmentTypeId,
        providerid: query.providerId,
        startdate,
        enddate,
        showfullresponse: true,
        ignoreschedulablepermission: query.ignoreSchedulablePermission ?? true,
        showallproviders: !query.providerId,
        showallresources: true,
        limit: query.limit,
      },
    });
    return this.openSlots('openSlots', request, query.limit);
  }

  /** The reason-based variant: by default only slots the practice marked bookable (ignoreschedulablepermission false). */
  async getOpenSlotsByReason(query: OpenSlotsByReasonQuery): Promise<OpenSlot[]> {
    const { startdate, enddate } = slotWindow(query);
    const request = operationRequest('openSlots', {
      params: {
        departmentid: query.departmentId,
        reasonid: query.reasonId,
        startdate,
        providerid: query.providerId,
        enddate,
        ignoreschedulablepermission: query.ignoreSchedulablePermission ?? false,
        limit: query.limit,
      },
    });
    return this.openSlots('openSlotsByReason', request, query.limit);
  }

  /** A caller's limit is one page; without one, every page: a 90-day search can pass athena's 1,500 per page. */
  private async openSlots(
    operation: 'openSlots' | 'openSlotsByReason',
    request: AthenaRequest,
    limit: number | undefined,
  ): Promise<OpenSlot[]> {
    if (limit !== undefined) return (await fetchParsed(this.transport, operation, request, openSlotsPage)).items;
    return fetchAllPages(this.transport, operation, request, openSlotsPage);
  }

  searchPatients(search: PatientSearch): Promise<PatientMatch[]> {
    return this.patients.search(search);
  }

  createPatient(patient: NewPatient): Promise<{ patientid: string }> {
    return this.patients.create(patient);
  }

  updatePatient(patientId: string, patient: PatientUpdate): Promise<void> {
    return this.patients.update(patientId, patient);
  }

  getPatient(patientId: string): Promise<Patient> {
    return this.patients.get(patientId);
  }

  createInsurance(patientId: string, insurance: InsuranceInput): Promise<InsuranceResult> {
    return this.patients.createInsurance(patientId, insurance);
  }

  bookAppointment(booking: BookingInput): Promise<BookedAppointment> {
    return this.bookings.book(booking);
  }

  getBookedAppointments(query: BookedQuery): Promise<BookedList> {
    return this.bookings.listBooked(query);
  }

  getPatientAppointments(query: PatientAppointmentsQuery): Promise<BookedAppointment[]> {
    return this.bookings.patientAppointments(query);
  }

  cancelAppointment(input: CancelInput): Promise<void> {
    return this.bookings.cancel(input);
  }

  async getPracticeInfo(): Promise<PracticeInfo> {
    const [info] = await fetchParsed(this.transport, 'practiceInfo', operationRequest('practiceInfo', {}), practiceInfoResponse);
    if (!info) throw new SchedulerError('NOT_FOUND', prefixed('practiceInfo', 'No practice in the answer.'));
    return info;
  }
}

/** The date window both slot searches share; enddate defaults to startdate (booking.md §7). */
function slotWindow(query: { startDate: string; endDate?: string }) {
  const startdate = toAthenaDate(query.startDate);
  return { startdate, enddate: toAthenaDate(query.endDate) || startdate };
}
