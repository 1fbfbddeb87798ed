/** A patient-facing reason for visit (booking.md §3). */
export interface AppointmentReason {
  reasonid: number;
  reason: string;
  description: string;
}
