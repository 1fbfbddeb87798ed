import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { DialogToolOpenContext } from '../lib/dialog-tools';
import { prefetchGroupTimes } from '../lib/group-times-prefetch';
import { OPEN_APPOINTMENT_DIALOG, WARM_APPOINTMENT_DIALOG, type OpenAppointmentDialogDetail } from '../lib/open-appointment-dialog';
import { BookingDialogFrame } from './booking-dialog-frame';
import { reloadForNewDeploy } from './chunk-loading';
import { withNamespaces } from '../i18n/with-namespaces';
import { lazyModule } from './lazy-module';
import { useChunk } from './use-chunk';

// The dialog is a lazy chunk named booking-dialog-*: no content page loads it up front. Its messages (the catalog's
// booking namespace, the core's texts) and its composition root (the adapters, a chunk of their own) download beside
// it, not after it: the dialog asking for its ports once it rendered cost a slow phone a round trip before the times.
// The ports are asked for first: their smaller graph arrives before the dialog's, and the tap's first read of the
// times (first-look.ts) is checked while the dialog's code still downloads (decision 106).
const browserCore = () => import('../features/booking/browser-core');
const bookingDialog = withNamespaces(
  lazyModule(
    () => Promise.all([browserCore().then((mod) => mod.loadBrowserCore()), import('../features/booking/booking-dialog')]),
    ([, mod]) => mod.default,
  ),
  ['booking', 'core'],
);
/** Starts the dialog's download; a failure is left to the tap, which retries and reports it. */
const warmDialog = () => void bookingDialog.load().catch(() => undefined);

/**
 * Mount point of the appointment booking dialog (issue #7): listens to `openAppointmentDialog` from the first
 * load and opens the lazily loaded dialog with the event's pre-selection; a fresh dialog on every opening.
 */
export function BookingDialogSlot() {
  const [request, setRequest] = useState<{ detail: OpenAppointmentDialogDetail; opening: number }>();
  // Listening from the commit, not after it: a tap during hydration makes React finish hydrating at once and then
  // run the tap's handler, before the passive effects of that commit; a listener added in useEffect missed it.
  useLayoutEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<OpenAppointmentDialogDetail | null>).detail ?? {};
      // Beside the dialog's chunk rather than after it (decision 101); a request made on the hover is reused.
      prefetchGroupTimes(detail.bookingType);
      // Only while the dialog's code is still on its way: with it in, the dialog renders now and reads for itself.
      // A failure is the dialog's own read's to report: it reads again.
      if (!bookingDialog.loaded())
        void browserCore()
          .then((mod) => mod.readFirstLookEarly(detail.bookingType ?? 'appointment'))
          .catch(() => undefined);
      setRequest((r) => (r ? r : { detail, opening: Date.now() }));
    };
    window.addEventListener(OPEN_APPOINTMENT_DIALOG, onOpen);
    // Not when the page is idle: evaluating the dialog and the core cost a phone about 150 ms of main thread on
    // every page view, most of which never book (decision 73).
    window.addEventListener(WARM_APPOINTMENT_DIALOG, warmDialog);
    return () => {
      window.removeEventListener(OPEN_APPOINTMENT_DIALOG, onOpen);
      window.removeEventListener(WARM_APPOINTMENT_DIALOG, warmDialog);
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
  // Held here, above both stages: the frame's header tools are replaced with it when the dialog arrives.
  const toolOpen = useState(false);
  const retry =
    chunk.status === 'failed'
      ? () => {
          setRetried(true);
          chunk.retry();
        }
      : undefined;
  const BookingDialog = chunk.status === 'ready' ? chunk.value : undefined;
  return (
    <DialogToolOpenContext.Provider value={toolOpen}>
      {BookingDialog ? <BookingDialog request={request} onClose={onClose} /> : <BookingDialogFrame onClose={onClose} onRetry={retry} />}
    </DialogToolOpenContext.Provider>
  );
}
