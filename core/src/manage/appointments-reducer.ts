import { formatAppointmentWhenInClinicZone } from '../rules/appointment-display';
import type {
  AppointmentsAction,
  AppointmentsEffect,
  AppointmentsState,
  AppointmentsTransition,
  AppointmentsView,
} from './appointments-state';
import { MANAGE_TEXTS, type ManageErrorCode } from './manage-messages';
import type { ManageRefusal } from './manage-result';
import type { AppointmentResponse, ManagedAppointment } from './manage.schema';

const NONE: readonly AppointmentsEffect[] = Object.freeze([]);
const to = (state: AppointmentsState, effects: readonly AppointmentsEffect[] = NONE): AppointmentsTransition => ({ state, effects });

const when = (a: Pick<ManagedAppointment, 'date' | 'startTime'>) => formatAppointmentWhenInClinicZone(a.date, a.startTime);

/** A new view, its question's error gone; `report` is what the list says. */
function show(s: AppointmentsState, view: AppointmentsView, report?: AppointmentsState['report']): AppointmentsState {
  return { ...s, view, error: undefined, report };
}

/** The times again, searched afresh (the view's `search` changes). */
function timesAgain(s: AppointmentsState, appointment: ManagedAppointment, notice?: string): AppointmentsState {
  const searches = s.searches + 1;
  return { ...show(s, { kind: 'reschedule', appointment, search: searches, ...(notice ? { notice } : {}) }), searches };
}

type Settled = Omit<AppointmentsState, 'busy' | 'changing'> & { busy: false; changing: undefined };
type Row = (s: Settled, f: ManageRefusal, appointment: ManagedAppointment) => AppointmentsTransition;

const endSession: Row = (s, f) => to(s, [{ type: 'endSession', message: f.message }]);
// Like the dialog's lost race: the message, and the times searched again without the one just taken.
const chooseAgain: Row = (s, f, a) => to(timesAgain(s, a, f.message));
// The appointment is not where the page thought (gone, no longer changeable, cancelled already, being changed by
// another request): say so on the list, and read the list again to show where it stands now.
const refreshList: Row = (s, f) => to(show(s, { kind: 'list' }, { kind: 'error', text: f.message }), [{ type: 'refreshList' }]);
// Worth another try: the question stays, with the message.
const askAgain: Row = (s, f) => to({ ...s, error: f.message });

/** Where each failure code of a cancel or a move leaves the patient; a new code fails to compile until it has a row. */
const ON_FAILURE = {
  SESSION_EXPIRED: endSession,
  SLOT_UNAVAILABLE: chooseAgain,
  NOT_SAME_VISIT: chooseAgain,
  APPOINTMENT_NOT_FOUND: refreshList,
  NOT_CANCELLABLE: refreshList,
  ALREADY_CANCELLED: refreshList,
  CHANGE_IN_PROGRESS: refreshList,
  INVALID_INPUT: askAgain,
  RATE_LIMITED: askAgain,
  MANAGE_UNAVAILABLE: askAgain,
  CODE_INVALID: askAgain,
  CODE_EXPIRED: askAgain,
  CODE_LOCKED: askAgain,
} satisfies Record<ManageErrorCode, Row>;

const replaced = (list: ManagedAppointment[], id: string, next: ManagedAppointment[]) =>
  list.flatMap((a) => (a.appointmentId === id ? next : [a]));

/** Sends one change at a time: a second press while one runs changes nothing and sends nothing. */
function send(s: AppointmentsState, changing: NonNullable<AppointmentsState['changing']>, effect: AppointmentsEffect) {
  if (s.busy) return to(s);
  return to({ ...s, busy: true, changing, error: undefined }, [effect]);
}

/** The list after a change went through, and what it says. */
function changed(s: Settled, kind: 'cancel' | 'move', old: ManagedAppointment, answer: AppointmentResponse): AppointmentsTransition {
  const next = answer.appointment;
  if (kind === 'cancel') {
    const text = `${MANAGE_TEXTS.cancelled} Cancelled visit: ${when(old)} with ${old.providerName}.`;
    return to(
      show({ ...s, appointments: replaced(s.appointments, old.appointmentId, [next]) }, { kind: 'list' }, { kind: 'success', text }),
    );
  }
  // The new time is booked either way; the old one is only gone when the server could cancel it.
  const stillBooked = answer.oldAppointmentStillBooked === true;
  const appointments = replaced(s.appointments, old.appointmentId, stillBooked ? [old, next] : [next]);
  const report = stillBooked
    ? { kind: 'error' as const, text: `${MANAGE_TEXTS.oldAppointmentStillBooked} Your new time: ${when(next)}.` }
    : { kind: 'success' as const, text: `${MANAGE_TEXTS.rescheduled} Your new time: ${when(next)} with ${next.providerName}.` };
  return to(show({ ...s, appointments }, { kind: 'list' }, report));
}

/** Step 3's transitions and what the page must do after each (docs/architecture.md, "Manage my appointment: the page"). */
export function appointmentsReducer(s: AppointmentsState, action: AppointmentsAction): AppointmentsTransition {
  const view = s.view;
  switch (action.type) {
    case 'cancelChosen':
      return to(show(s, { kind: 'cancel', appointment: action.appointment }));
    case 'rescheduleChosen':
      return to(show(s, { kind: 'reschedule', appointment: action.appointment, search: s.searches }));
    case 'slotChosen':
      return view.kind === 'reschedule' ? to(show(s, { kind: 'confirmMove', appointment: view.appointment, slot: action.slot })) : to(s);
    case 'otherTimeWanted':
      return view.kind === 'confirmMove' ? to(timesAgain(s, view.appointment)) : to(s);
    case 'backToList':
      return to(show(s, { kind: 'list' }));
    case 'cancelConfirmed':
      if (view.kind !== 'cancel') return to(s);
      return send(
        s,
        { kind: 'cancel', appointment: view.appointment },
        {
          type: 'cancel',
          appointmentId: view.appointment.appointmentId,
          reason: action.reason,
        },
      );
    case 'moveConfirmed':
      if (view.kind !== 'confirmMove') return to(s);
      return send(
        s,
        { kind: 'move', appointment: view.appointment },
        {
          type: 'reschedule',
          appointmentId: view.appointment.appointmentId,
          newAppointmentId: view.slot.appointmentid,
        },
      );
    case 'changeSettled': {
      // An answer nobody waits for is dropped.
      if (!s.changing) return to(s);
      const { kind, appointment } = s.changing;
      const settled: Settled = { ...s, busy: false, changing: undefined };
      const o = action.outcome;
      return o.ok ? changed(settled, kind, appointment, o.value) : ON_FAILURE[o.code](settled, o, appointment);
    }
    case 'listRefreshed':
      // A list that cannot be read again keeps the one shown; its message already says to call.
      return action.outcome.ok ? to({ ...s, appointments: action.outcome.value.appointments }) : to(s);
    case 'signOutPressed':
      return s.busy ? to(s) : to({ ...s, busy: true }, [{ type: 'signOut' }]);
  }
}
