import type { BookedList, BookedQuery } from '../model';

/** The staff's view of the practice's bookings (booking.md §7): every patient's, with details, in the spec's groups. */
export interface StaffSchedulePort {
  /** Blank dates are today to 30 days ahead (bookedListDates). */
  getBookedAppointments(query: BookedQuery): Promise<BookedList>;
}
