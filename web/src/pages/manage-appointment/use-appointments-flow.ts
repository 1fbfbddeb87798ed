import {
  appointmentsReducer,
  initialAppointmentsState,
  type AppointmentsAction,
  type AppointmentsEffect,
  type AppointmentsState,
  type ManagedAppointment,
} from '@clinic/core';
import { useCallback, useRef, useState } from 'react';
import type { ManageApi } from './manage-api';

interface FlowInputs {
  api: ManageApi;
  appointments: ManagedAppointment[];
  onSessionEnded(message: string): void;
  onSignedOut(): void;
}

/** Makes the call an effect asks for; its answer goes back to the reducer as an action. */
async function run(effect: AppointmentsEffect, inputs: FlowInputs, dispatch: (action: AppointmentsAction) => void): Promise<void> {
  const { api, onSessionEnded, onSignedOut } = inputs;
  switch (effect.type) {
    case 'cancel':
      return dispatch({ type: 'changeSettled', outcome: await api.cancel(effect.appointmentId, effect.reason) });
    case 'reschedule':
      return dispatch({ type: 'changeSettled', outcome: await api.reschedule(effect.appointmentId, effect.newAppointmentId) });
    case 'refreshList':
      return dispatch({ type: 'listRefreshed', outcome: await api.appointments() });
    case 'endSession':
      return onSessionEnded(effect.message);
    case 'signOut':
      await api.signOut();
      return onSignedOut();
  }
}

/**
 * Step 3 in React: the core's appointmentsReducer decides, this hook only keeps its state and runs the calls it asks
 * for, each answer going back to it as an action.
 */
export function useAppointmentsFlow(inputs: FlowInputs): [AppointmentsState, (action: AppointmentsAction) => void] {
  const [state, setState] = useState(() => initialAppointmentsState(inputs.appointments));
  // The latest state, read synchronously: a double click dispatches twice before React renders once.
  const current = useRef(state);
  const inputsRef = useRef(inputs);
  inputsRef.current = inputs;

  const dispatch = useCallback((action: AppointmentsAction): void => {
    const { state: next, effects } = appointmentsReducer(current.current, action);
    current.current = next;
    setState(next);
    for (const effect of effects) void run(effect, inputsRef.current, dispatch);
  }, []);

  return [state, dispatch];
}
