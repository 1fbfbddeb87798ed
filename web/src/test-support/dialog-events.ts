import { onTestFinished } from 'vitest';
import { OPEN_APPOINTMENT_DIALOG, type OpenAppointmentDialogDetail } from '../lib/open-appointment-dialog';

/** Records every openAppointmentDialog event's detail for the current test, and stops listening after it. */
export function recordDialogEvents(): OpenAppointmentDialogDetail[] {
  const received: OpenAppointmentDialogDetail[] = [];
  const listener = (event: Event) => received.push((event as CustomEvent<OpenAppointmentDialogDetail>).detail);
  window.addEventListener(OPEN_APPOINTMENT_DIALOG, listener);
  onTestFinished(() => window.removeEventListener(OPEN_APPOINTMENT_DIALOG, listener));
  return received;
}
