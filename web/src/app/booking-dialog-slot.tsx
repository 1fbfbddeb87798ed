import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { OPEN_APPOINTMENT_DIALOG, type OpenAppointmentDialogDetail } from '../features/booking-events/open-appointment-dialog';

// The dialog and its composition root are a lazy chunk named booking-dialog-*: no content page loads it up front.
const loadDialog = () => import('../features/booking/booking-dialog');
const BookingDialog = lazy(loadDialog);
const IDLE_FALLBACK_MS = 3000;

/** Warms the dialog's chunk once the browser is idle, so the first click opens it without a wait. */
function preloadWhenIdle(): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(() => void loadDialog(), { timeout: IDLE_FALLBACK_MS });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(() => void loadDialog(), IDLE_FALLBACK_MS);
  return () => clearTimeout(timer);
}

/**
 * Mount point of the appointment booking dialog (issue #7): listens to `openAppointmentDialog` from the first
 * load and opens the lazily loaded dialog with the event's pre-selection; a fresh dialog on every opening.
 */
export function BookingDialogSlot() {
  const [request, setRequest] = useState<{ detail: OpenAppointmentDialogDetail; opening: number }>();
  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<OpenAppointmentDialogDetail | null>).detail ?? {};
      setRequest((r) => (r ? r : { detail, opening: Date.now() }));
    };
    window.addEventListener(OPEN_APPOINTMENT_DIALOG, onOpen);
    const cancelPreload = preloadWhenIdle();
    return () => {
      window.removeEventListener(OPEN_APPOINTMENT_DIALOG, onOpen);
      cancelPreload();
    };
  }, []);
  const close = useCallback(() => setRequest(undefined), []);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <BookingDialog key={request.opening} request={request.detail} onClose={close} />
    </Suspense>
  );
}
