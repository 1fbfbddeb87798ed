import { useEffect, useState } from 'react';
import { CoreProvider } from './hooks/core-provider';
import type { WebCore } from './hooks/web-core';
import type { OpenAppointmentDialogDetail } from '../../lib/open-appointment-dialog';
import { BookingFlow } from './booking-flow';
import { loadBrowserCore, resolvedBrowserCore } from './browser-core';
import { Modal } from './modal';
import { useBackGuard } from './use-back-guard';
import panel from './status-panel.module.css';
import { t } from '../../i18n/catalog';

export interface BookingDialogProps {
  request: OpenAppointmentDialogDetail;
  onClose(): void;
  /** Tests pass a fixture-backed core; the site resolves the browser's composition root. */
  core?: WebCore;
}

/** The appointment booking dialog (booking.md): a modal over the page; unmounting it resets all its state. */
export default function BookingDialog({ request, onClose, core }: BookingDialogProps) {
  // Usually in already: the mount point asks for the composition root beside this chunk, not after it.
  const [ports, setPorts] = useState<WebCore | undefined>(() => core ?? resolvedBrowserCore());
  const ready = ports !== undefined;
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadBrowserCore().then((loaded) => live && setPorts(loaded));
    return () => {
      live = false;
    };
  }, [ready]);
  // Steps 2 and 3 hold what the patient typed: closing asks first, so a stray Escape, backdrop click or the
  // browser's Back loses nothing.
  const [typing, setTyping] = useState(false);
  const close = () => {
    if (typing && !window.confirm(t('booking.leaveQuestion'))) return;
    onClose();
  };
  useBackGuard(typing, () => window.confirm(t('booking.leaveQuestion')), onClose);
  return (
    <Modal title={t('booking.dialogTitle')} closeLabel={t('booking.closeDialog', { title: t('booking.dialogTitle') })} onClose={close}>
      {ports ? (
        <CoreProvider core={ports}>
          <BookingFlow request={request} onClose={onClose} onTyping={setTyping} />
        </CoreProvider>
      ) : (
        <p className={panel.loading} role="status">
          Loading...
        </p>
      )}
    </Modal>
  );
}
