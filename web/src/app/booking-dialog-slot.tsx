/**
 * Mount point of the appointment booking dialog (issue #7). The dialog listens to the window event
 * `openAppointmentDialog` (features/booking-events) and should be lazy-loaded from here, in a chunk
 * whose name starts with `booking-dialog` (e.g. `import('../features/booking-dialog/booking-dialog')`), so that no content page loads it up front (scripts/check-bundle-size.mjs fails if one does).
 */
export function BookingDialogSlot() {
  return null;
}
