/** The page-wide event that asks the booking dialog to open (website.md §2, booking.md §1). */
export const OPEN_APPOINTMENT_DIALOG = 'openAppointmentDialog';
/** A visitor is about to book (a pointer on, or focus in, a booking button): time to download the dialog. */
export const WARM_APPOINTMENT_DIALOG = 'warmAppointmentDialog';

/** Optional pre-selection carried by the event: a scheduler provider id, or a name to match. */
export interface OpenAppointmentDialogDetail {
  providerId?: string;
  providerName?: string;
  departmentId?: string;
  /** Opens in IV mode (the IV page's buttons) instead of the default appointment mode. */
  bookingType?: 'appointment' | 'iv';
  /** The service page's name ("Flu shot"), so the booking note tells the front desk what the visit is for. */
  service?: string;
}

export function openAppointmentDialog(detail: OpenAppointmentDialogDetail = {}): void {
  window.dispatchEvent(new CustomEvent<OpenAppointmentDialogDetail>(OPEN_APPOINTMENT_DIALOG, { detail }));
}

export function warmAppointmentDialog(): void {
  window.dispatchEvent(new Event(WARM_APPOINTMENT_DIALOG));
}
