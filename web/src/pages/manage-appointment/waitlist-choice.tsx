import type { ManagedAppointment, WaitlistChoices } from '@clinic/core';
import { useEffect, useState } from 'react';
import { EarlierTimeForm } from '../../components/waitlist/earlier-time-form';
import { joinFromManage, leaveFromManage, waitlistStatus } from '../../lib/waitlist-api';

/**
 * The manage page's "Tell me if an earlier time opens" for one appointment (issue #33): the manage session proves the
 * patient; the form shows the choices already on the list, and the way off it.
 */
export function WaitlistChoice({ appointment }: { appointment: ManagedAppointment }) {
  const [current, setCurrent] = useState<WaitlistChoices | null | undefined>();
  useEffect(() => {
    void waitlistStatus(appointment.appointmentId).then((answer) => setCurrent(answer.ok ? answer.value.choices : null));
  }, [appointment.appointmentId]);
  // The form starts from what the list holds: it waits for the answer instead of showing wrong defaults.
  if (current === undefined) return null;
  return (
    <EarlierTimeForm
      bookedDate={appointment.date}
      providerName={appointment.providerName}
      current={current}
      onSave={(choices) => joinFromManage(appointment.appointmentId, choices)}
      onLeave={() => leaveFromManage(appointment.appointmentId)}
    />
  );
}
