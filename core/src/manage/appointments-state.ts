import type { OpenSlot } from '../model';
import type { CancelReasonCode } from './cancel-reasons';
import type { ManageResult } from './manage-result';
import type { AppointmentResponse, AppointmentsResponse, ManagedAppointment } from './manage.schema';

/** What step 3 of the manage page shows: the list, or one appointment's cancel, new-time or move question. */
export type AppointmentsView =
  | { kind: 'list' }
  | { kind: 'cancel'; appointment: ManagedAppointment }
  /** `search`: a new value searches the times again (after a lost race, so the taken time is gone). */
  | { kind: 'reschedule'; appointment: ManagedAppointment; notice?: string; search: number }
  | { kind: 'confirmMove'; appointment: ManagedAppointment; slot: OpenSlot };

/** The list's message after a change: a result (a status) or why it did not happen (an alert). */
export interface AppointmentsReport {
  kind: 'success' | 'error';
  text: string;
}

/** Step 3 of the manage page (docs/architecture.md, "Manage my appointment: the page"). */
export interface AppointmentsState {
  appointments: ManagedAppointment[];
  view: AppointmentsView;
  report?: AppointmentsReport;
  /** The error box of the question on screen, which stays to be asked again. */
  error?: string;
  /** A change or the sign-out is running: the buttons wait for its answer. */
  busy: boolean;
  /** The change sent, so its answer knows which appointment it was about. */
  changing?: { kind: 'cancel' | 'move'; appointment: ManagedAppointment };
  /** How many times the times were searched again; each new value is a new search. */
  searches: number;
}

export type AppointmentsAction =
  | { type: 'cancelChosen'; appointment: ManagedAppointment }
  | { type: 'rescheduleChosen'; appointment: ManagedAppointment }
  | { type: 'slotChosen'; slot: OpenSlot }
  /** From the move's question: back to the times, searched again. */
  | { type: 'otherTimeWanted' }
  | { type: 'backToList' }
  | { type: 'cancelConfirmed'; reason: CancelReasonCode }
  | { type: 'moveConfirmed' }
  | { type: 'changeSettled'; outcome: ManageResult<AppointmentResponse> }
  | { type: 'listRefreshed'; outcome: ManageResult<AppointmentsResponse> }
  | { type: 'signOutPressed' };

/** What the page must do after a transition; a call's answer comes back as `changeSettled` or `listRefreshed`. */
export type AppointmentsEffect =
  | { type: 'cancel'; appointmentId: string; reason: CancelReasonCode }
  | { type: 'reschedule'; appointmentId: string; newAppointmentId: string }
  | { type: 'refreshList' }
  /** The session is over (expired or refused): back to step 1 with this message, the e-mail and birthday kept. */
  | { type: 'endSession'; message: string }
  /** Ends the session on the server, then back to step 1 with nothing kept. */
  | { type: 'signOut' };

export interface AppointmentsTransition {
  state: AppointmentsState;
  effects: readonly AppointmentsEffect[];
}

/** Step 3 as the code's answer opens it: the list, nothing said yet. */
export function initialAppointmentsState(appointments: ManagedAppointment[]): AppointmentsState {
  return { appointments, view: { kind: 'list' }, busy: false, searches: 0 };
}
