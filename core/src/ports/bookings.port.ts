import type { BookedAppointment, BookingInput } from '../model';

/** One patient's appointments, dates MM/DD/YYYY inclusive. */
export interface PatientAppointmentsQuery {
  patientId: string;
  startDate: string;
  endDate: string;
}

/** athena's cancel: the patient the appointment is booked for, and the reason as text. */
export interface CancelInput {
  appointmentId: string;
  patientId: string;
  reason: string;
}

/** A patient's own appointments: booking a slot, listing and cancelling them (booking.md §7, §8). */
export interface BookingsPort {
  /** Books an open slot; a slot taken meanwhile fails with code SLOT_UNAVAILABLE. */
  bookAppointment(booking: BookingInput): Promise<BookedAppointment>;
  /**
   * One patient's appointments in a window, cancelled ones included (athena GET /appointments/booked with
   * patientid and showcancelled; no patient details, no insurance). Never falls back to a local list.
   */
  getPatientAppointments(query: PatientAppointmentsQuery): Promise<BookedAppointment[]>;
  /** Cancels a booked appointment (athena PUT /appointments/{id}/cancel); the slot opens again. */
  cancelAppointment(input: CancelInput): Promise<void>;
}
