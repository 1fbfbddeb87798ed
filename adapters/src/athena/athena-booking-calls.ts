import {
  BOOKING_LIMITS,
  SchedulerError,
  bookedListDates,
  clinicDateOf,
  prefixed,
  type BookedAppointment,
  type BookedList,
  type BookedQuery,
  type BookingInput,
  type CancelInput,
  type ClockPort,
  type PatientAppointmentsQuery,
} from '@clinic/core';
import type { AthenaResponse, AthenaTransport } from './athena-transport.port';
import { callAthena, failureInSuccess, failureOf, fetchAllPages, isSuccessStatus, parseBody } from './athena-answers';
import { toAthenaDate } from './athena-values';
import { operationRequest } from './operation-request';
import { bookedPage, bookingResponse } from './athena-lists.schemas';
import { groupBooked, toBookedAppointment } from './athena.mapper';

/**
 * The proxy's answer for a booking whose outcome it does not know yet: 202 (still running) or 504 (athena did
 * not answer within the server's deadline), or any answer whose body says `{ "code": "BOOKING_PENDING" }`.
 */
function isPendingBooking(response: AthenaResponse): boolean {
  const code = typeof response.body === 'object' && response.body !== null ? (response.body as { code?: unknown }).code : undefined;
  return response.status === 202 || response.status === 504 || code === 'BOOKING_PENDING';
}

/** Booking a slot and listing booked appointments (booking.md §7, §8). */
export class BookingCalls {
  constructor(
    private readonly transport: AthenaTransport,
    private readonly clock: ClockPort,
  ) {}

  /** Assigns a patient and a type to an open slot; a slot taken meanwhile (409) is SLOT_UNAVAILABLE. */
  async book(booking: BookingInput): Promise<BookedAppointment> {
    // The guard (core guardedScheduler) has made both ids integers already (booking.md §5).
    const { patientid: patientId, appointmenttypeid: typeId } = booking;
    const request = operationRequest('book', {
      ids: { appointmentId: booking.appointmentid },
      params: {
        patientid: patientId,
        appointmenttypeid: typeId,
        ignoreschedulablepermission: true,
        bookingnote: booking.notes,
        insuranceid: booking.insuranceid,
      },
      ...(booking.idempotencyKey ? { headers: { 'Idempotency-Key': booking.idempotencyKey } } : {}),
    });
    const response = await callAthena(this.transport, 'bookAppointment', request);
    if (isPendingBooking(response)) {
      // The server could not learn athena's answer in time: the booking may exist. TIMEOUT is "no answer in time".
      throw new SchedulerError('TIMEOUT', prefixed('bookAppointment', 'The booking is not confirmed yet.'), response.status);
    }
    if (!isSuccessStatus(response.status)) {
      const failure = failureOf('bookAppointment', response);
      if (response.status !== 409) throw failure;
      throw new SchedulerError('SLOT_UNAVAILABLE', failure.message, failure.status, failure.detail);
    }
    const [booked] = parseBody('bookAppointment', bookingResponse, response);
    if (!booked) throw new SchedulerError('UPSTREAM', prefixed('bookAppointment', 'No appointment in the response.'), response.status);
    return toBookedAppointment(booked, {
      patientid: patientId,
      appointmenttypeid: typeId,
      ...(booking.departmentid ? { departmentid: booking.departmentid } : {}),
    });
  }

  /**
   * The booked list, today to 30 days ahead by default, every page of it from `offset` on (three busy clinics
   * pass athena's 1,000 a page in 30 days).
   */
  async listBooked(query: BookedQuery): Promise<BookedList> {
    const asked = { startDate: toAthenaDate(query.startDate), endDate: toAthenaDate(query.endDate) };
    const { startDate, endDate } = bookedListDates(asked, clinicDateOf(this.clock.now()));
    const request = operationRequest('bookedList', {
      params: {
        startdate: startDate,
        enddate: endDate,
        limit: query.limit ?? BOOKING_LIMITS.bookedListLimit,
        offset: query.offset ?? BOOKING_LIMITS.bookedListOffset,
        showpatientdetail: true,
        showinsurance: true,
        showcancelled: query.showCancelled ?? true,
        departmentid: query.departmentId,
        providerid: query.providerId,
        patientid: query.patientId,
        appointmenttypeid: query.appointmentTypeId,
      },
    });
    // The local fallback of booking.md §8 is the core's use-case (listBookedAppointments), not this adapter's.
    return groupBooked(await fetchAllPages(this.transport, 'bookedAppointments', request, bookedPage));
  }

  /**
   * One patient's appointments (athena GET /appointments/booked with patientid, §4.11), cancelled ones included,
   * without patient details or insurance: the manage page must see nothing else. No local fallback: a patient's
   * own list is athena's or nothing.
   */
  async patientAppointments(query: PatientAppointmentsQuery): Promise<BookedAppointment[]> {
    // The patient id is an integer here: the client's guard (SCHEDULER_PRECONDITIONS) checked it.
    const patientId = query.patientId;
    const request = operationRequest('patientAppointments', {
      params: {
        startdate: toAthenaDate(query.startDate),
        enddate: toAthenaDate(query.endDate),
        patientid: patientId,
        showcancelled: true,
        showpatientdetail: false,
        showinsurance: false,
        limit: BOOKING_LIMITS.bookedListLimit,
      },
    });
    const items = await fetchAllPages(this.transport, 'patientAppointments', request, bookedPage);
    // athena filters on patientid; a list that holds someone else's appointment is dropped here, not shown.
    return items.map((a) => toBookedAppointment(a)).filter((a) => a.patientid === String(patientId));
  }

  /** athena's cancel (PUT /appointments/{id}/cancel, §4.10): the patient it is booked for and the reason as text. */
  async cancel(input: CancelInput): Promise<void> {
    const patientId = input.patientId;
    const request = operationRequest('cancelAppointment', {
      ids: { appointmentId: input.appointmentId },
      params: { patientid: patientId, cancellationreason: input.reason },
    });
    const response = await callAthena(this.transport, 'cancelAppointment', request);
    if (!isSuccessStatus(response.status)) throw failureOf('cancelAppointment', response);
    const inside = failureInSuccess('cancelAppointment', response);
    if (inside) throw inside;
  }
}
