import { EarlierTimeForm } from '../../components/waitlist/earlier-time-form';
import { joinFromBooking } from '../../lib/waitlist-api';
import { useCore } from './hooks/core-provider';

/**
 * The confirmation step's "Tell me if an earlier time opens" (issue #33): the booking session this browser holds
 * proves the patient, so nobody can enrol another patient's appointment.
 */
export function WaitlistOptIn({
  patientId,
  appointmentId,
  bookedDate,
  providerName,
}: {
  patientId: string | undefined;
  appointmentId: string;
  bookedDate: string;
  providerName: string;
}) {
  const core = useCore();
  if (!patientId || !core.bookingSession) return null;
  const session = core.bookingSession;
  return (
    <EarlierTimeForm
      bookedDate={bookedDate}
      providerName={providerName}
      onSave={(choices) => joinFromBooking({ patientId, appointmentId, choices }, session())}
    />
  );
}
