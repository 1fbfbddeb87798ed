import { useMemo } from 'react';
import { CoreProvider } from '../../core/core-provider';
import { resolveWebCore } from '../../core/create-web-container';
import type { WebCore } from '../../core/web-core';
import type { OpenAppointmentDialogDetail } from '../booking-events/open-appointment-dialog';
import { BookingFlow } from './booking-flow';
import { Modal } from './modal';

export interface BookingDialogProps {
  request: OpenAppointmentDialogDetail;
  onClose(): void;
  /** Tests pass a fixture-backed core; the site resolves the browser's composition root. */
  core?: WebCore;
}

let browserCore: WebCore | undefined;

/** The appointment booking dialog (booking.md): a modal over the page; unmounting it resets all its state. */
export default function BookingDialog({ request, onClose, core }: BookingDialogProps) {
  const ports = useMemo(() => core ?? (browserCore ??= resolveWebCore()), [core]);
  return (
    <CoreProvider core={ports}>
      <Modal title="Book Appointment" onClose={onClose}>
        <BookingFlow request={request} onClose={onClose} />
      </Modal>
    </CoreProvider>
  );
}
