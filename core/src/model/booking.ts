import type { Patient } from './patient';

/** What it takes to book an open slot (booking.md §3, booking input). */
export interface BookingInput {
  appointmentid: string;
  patientid: string;
  appointmenttypeid: string;
  departmentid?: string;
  reasonid?: number;
  notes?: string;
  insuranceid?: string;
  /** Lets a driver replay a booking safely; never sent to athena. */
  idempotencyKey?: string;
}

/** An appointment after booking, or as listed in the booked list. */
export interface BookedAppointment {
  appointmentid: string;
  appointmentstatus: string;
  date: string;
  starttime: string;
  duration: number;
  departmentid: string;
  providerid: string;
  patientid: string;
  appointmenttypeid: string;
  appointmenttype?: string;
  /** With the patient's details (staff listings): the mobile phone to call back on. */
  patient?: Pick<Patient, 'patientid' | 'firstname' | 'lastname' | 'mobilephone'>;
  bookingnote?: string;
  /** The policies athena shows for the appointment (staff listings, `showinsurance`). */
  insurances?: { insurancepackageid?: string; name?: string }[];
}

/** The booked list, in the three groups the spec names. */
export interface BookedList {
  scheduled: BookedAppointment[];
  cancelled: BookedAppointment[];
  rescheduled: BookedAppointment[];
}

export interface BookedQuery {
  startDate: string;
  endDate: string;
  departmentId?: string;
  providerId?: string;
  patientId?: string;
  appointmentTypeId?: string;
  showCancelled?: boolean;
  limit?: number;
  offset?: number;
}

export interface PracticeInfo {
  practiceid: string;
  name: string;
}
