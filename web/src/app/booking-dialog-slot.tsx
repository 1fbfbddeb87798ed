import { useCallback, useEffect, useState } from 'react';
import { OPEN_APPOINTMENT_DIALOG, type OpenAppointmentDialogDetail } from '../lib/open-appointment-dialog';
import { BookingDialogFrame } from './booking-dialog-frame';
import { reloadForNewDeploy } from './chunk-loading';
import { lazyModule } from './lazy-module';
import { useChunk } from './use-chunk';

// The dialog and its composition root are a lazy chunk named booking-dialog-*: no content page loads it up front.
const bookingDialog = lazyModule(
  () => import('../features/booking/booking-dialog'),
  (mod) => mod.default,
);
const IDLE_FALLBACK_MS = 3000;

/** Warms the dialog's chunk once the browser is idle, so the first click opens it without a wait. */
function preloadWhenIdle(): () => void {
  const warm = () => void bookingDialog.load().catch(() => undefined); // a tap retries and reports it
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(warm, { timeout: IDLE_FALLBACK_MS });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(warm, IDLE_FALLBACK_MS);
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
  return <LoadedDialog key={request.opening} request={request.detail} onClose={close} />;
}

/** The dialog when its chunk is in; until then its frame with "Loading...", or the message when it cannot load. */
function LoadedDialog({ request, onClose }: { request: OpenAppointmentDialogDetail; onClose(): void }) {
  const chunk = useChunk(bookingDialog.loaded, bookingDialog.load);
  const [retried, setRetried] = useState(false);
  const failedAgain = chunk.status === 'failed' && retried;
  useEffect(() => {
    // "Try again" failed too: if the server answers, a deploy renamed the chunk, and only a reload brings it back.
    if (failedAgain) void reloadForNewDeploy(window.location.href);
  }, [failedAgain]);
  if (chunk.status === 'ready') {
    const BookingDialog = chunk.value;
    return <BookingDialog request={request} onClose={onClose} />;
  }
  const retry =
    chunk.status === 'failed'
      ? () => {
          setRetried(true);
          chunk.retry();
        }
      : undefined;
  return <BookingDialogFrame onClose={onClose} onRetry={retry} />;
}
