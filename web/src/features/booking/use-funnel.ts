import type { FunnelEvent } from '@clinic/core';
import { useEffect, useRef } from 'react';
import type { BookingWizard } from './hooks/use-booking-wizard';
import { useCore } from './hooks/core-provider';

type ChosenPath = Extract<FunnelEvent, { event: 'time_chosen' }>['path'];

/**
 * The booking funnel's four steps (issue #31), each told to the server once and never waited for: the dialog
 * opened, the soonest times shown, a time chosen (and how), the patient's details submitted.
 */
export function useFunnel(timesShown: boolean) {
  const { funnel } = useCore();
  const opened = useRef(false);
  const shown = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    funnel.record({ event: 'dialog_opened' });
  }, [funnel]);
  useEffect(() => {
    if (!timesShown || shown.current) return;
    shown.current = true;
    funnel.record({ event: 'times_shown' });
  }, [timesShown, funnel]);
  return {
    timeChosen: (path: ChosenPath) => funnel.record({ event: 'time_chosen', path }),
    /** The wizard whose "continue" on step 2 also counts the details as submitted. */
    tracked: (wizard: BookingWizard): BookingWizard => ({
      ...wizard,
      submitPatient: () => {
        funnel.record({ event: 'details_submitted' });
        wizard.submitPatient();
      },
    }),
  };
}
