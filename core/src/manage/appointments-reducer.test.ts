import { describe, expect, it } from 'vitest';
import { ok } from '../errors/result';
import { openSlot } from '../test-support/booking-fixtures';
import { managed } from '../test-support/managed-appointments';
import { appointmentsReducer } from './appointments-reducer';
import { initialAppointmentsState, type AppointmentsAction, type AppointmentsEffect, type AppointmentsState } from './appointments-state';
import { MANAGE_MESSAGES, MANAGE_TEXTS, type ManageErrorCode } from './manage-messages';
import { refuseManage } from './manage-result';

// Wed Dec 3 2025, 10:00 PT, with Elena Vasquez in Glendale.
const booked = managed();
const other = managed({ appointmentId: '900002', date: '12/10/2025' });
// Thu Dec 4 2025, 8:00 PT: the new time of a move.
const slot = openSlot('900777', '12/04/2025', '08:00', '1');
const moved = managed({ appointmentId: '900777', date: '12/04/2025', startTime: '08:00' });

/** Runs actions in order, keeping every effect asked for. */
function run(state: AppointmentsState, ...actions: AppointmentsAction[]) {
  let s = state;
  const effects: AppointmentsEffect[] = [];
  for (const action of actions) {
    const next = appointmentsReducer(s, action);
    s = next.state;
    effects.push(...next.effects);
  }
  return { state: s, effects };
}

const start = initialAppointmentsState([booked, other]);
const cancelling = run(start, { type: 'cancelChosen', appointment: booked }, { type: 'cancelConfirmed', reason: 'feeling-better' });
const moving = run(start, { type: 'rescheduleChosen', appointment: booked }, { type: 'slotChosen', slot }, { type: 'moveConfirmed' });
const refused = (code: ManageErrorCode): AppointmentsAction => ({ type: 'changeSettled', outcome: refuseManage(code) });

describe('manage step 3: cancelling', () => {
  it('asks the page to post the reason for the appointment on screen, once however often it is pressed', () => {
    expect(cancelling.effects).toEqual([{ type: 'cancel', appointmentId: '900001', reason: 'feeling-better' }]);
    expect(cancelling.state.busy).toBe(true);
    expect(run(cancelling.state, { type: 'cancelConfirmed', reason: 'feeling-better' }).effects).toEqual([]);
  });

  it('shows the list with the appointment cancelled and says which visit it was', () => {
    const { state } = run(cancelling.state, { type: 'changeSettled', outcome: ok({ appointment: { ...booked, status: 'cancelled' } }) });
    expect(state.view).toEqual({ kind: 'list' });
    expect(state.busy).toBe(false);
    expect(state.appointments.map((a) => [a.appointmentId, a.status])).toEqual([
      ['900001', 'cancelled'],
      ['900002', 'scheduled'],
    ]);
    expect(state.report).toEqual({
      kind: 'success',
      text: `${MANAGE_TEXTS.cancelled} Cancelled visit: Wednesday, Dec 3 - 10:00 AM Pacific Time with Elena Vasquez, MD.`,
    });
  });

  it.each(['APPOINTMENT_NOT_FOUND', 'NOT_CANCELLABLE', 'ALREADY_CANCELLED', 'CHANGE_IN_PROGRESS'] as const)(
    'after %s says why on the list and reads the list again',
    (code) => {
      const after = run(cancelling.state, refused(code));
      expect(after.state.view).toEqual({ kind: 'list' });
      expect(after.state.report).toEqual({ kind: 'error', text: MANAGE_MESSAGES[code] });
      expect(after.effects).toEqual([{ type: 'refreshList' }]);
      const fresh = run(after.state, { type: 'listRefreshed', outcome: ok({ appointments: [{ ...booked, status: 'cancelled' }] }) });
      expect(fresh.state.appointments).toEqual([{ ...booked, status: 'cancelled' }]);
      expect(fresh.state.report).toEqual(after.state.report);
    },
  );

  it.each(['MANAGE_UNAVAILABLE', 'RATE_LIMITED'] as const)('after %s stays on the question with the message, to try again', (code) => {
    const { state } = run(cancelling.state, refused(code));
    expect(state.view).toEqual({ kind: 'cancel', appointment: booked });
    expect(state.error).toBe(MANAGE_MESSAGES[code]);
    expect(run(state, { type: 'cancelConfirmed', reason: 'feeling-better' }).effects).toHaveLength(1);
  });

  it('after SESSION_EXPIRED ends the session with its message', () => {
    expect(run(cancelling.state, refused('SESSION_EXPIRED')).effects).toEqual([
      { type: 'endSession', message: MANAGE_MESSAGES.SESSION_EXPIRED },
    ]);
  });

  it('drops an answer nobody waits for', () => {
    const answer: AppointmentsAction = { type: 'changeSettled', outcome: ok({ appointment: moved }) };
    expect(run(start, answer).state).toEqual(start);
  });
});

describe('manage step 3: moving', () => {
  it('confirms the chosen time, then asks the page to post it as the new appointment', () => {
    const confirming = run(start, { type: 'rescheduleChosen', appointment: booked }, { type: 'slotChosen', slot }).state;
    expect(confirming.view).toEqual({ kind: 'confirmMove', appointment: booked, slot });
    expect(moving.effects).toEqual([{ type: 'reschedule', appointmentId: '900001', newAppointmentId: '900777' }]);
  });

  it('replaces the old time with the new one and says so', () => {
    const { state } = run(moving.state, { type: 'changeSettled', outcome: ok({ appointment: moved }) });
    expect(state.appointments.map((a) => a.appointmentId)).toEqual(['900777', '900002']);
    expect(state.report).toEqual({
      kind: 'success',
      text: `${MANAGE_TEXTS.rescheduled} Your new time: Thursday, Dec 4 - 8:00 AM Pacific Time with Elena Vasquez, MD.`,
    });
  });

  it('lists both, and asks the patient to call, when the old one could not be cancelled', () => {
    const answer = ok({ appointment: moved, oldAppointmentStillBooked: true as const });
    const { state } = run(moving.state, { type: 'changeSettled', outcome: answer });
    expect(state.appointments.map((a) => a.appointmentId)).toEqual(['900001', '900777', '900002']);
    expect(state.report).toEqual({
      kind: 'error',
      text: `${MANAGE_TEXTS.oldAppointmentStillBooked} Your new time: Thursday, Dec 4 - 8:00 AM Pacific Time.`,
    });
  });

  it.each(['SLOT_UNAVAILABLE', 'NOT_SAME_VISIT'] as const)('after %s goes back to the times, searched again, with the message', (code) => {
    const { state } = run(moving.state, refused(code));
    expect(state.view).toEqual({ kind: 'reschedule', appointment: booked, notice: MANAGE_MESSAGES[code], search: 1 });
    expect(state.busy).toBe(false);
  });

  it('searches the times again when the patient wants another one', () => {
    const back = run(start, { type: 'rescheduleChosen', appointment: booked }, { type: 'slotChosen', slot }, { type: 'otherTimeWanted' });
    expect(back.state.view).toEqual({ kind: 'reschedule', appointment: booked, search: 1 });
  });

  it('after CHANGE_IN_PROGRESS says so on the list and reads it again', () => {
    const after = run(moving.state, refused('CHANGE_IN_PROGRESS'));
    expect(after.state.view).toEqual({ kind: 'list' });
    expect(after.effects).toEqual([{ type: 'refreshList' }]);
  });
});

describe('manage step 3: signing out', () => {
  it('asks the page to end the session once, and blocks changes meanwhile', () => {
    const out = run(start, { type: 'signOutPressed' }, { type: 'signOutPressed' });
    expect(out.effects).toEqual([{ type: 'signOut' }]);
    expect(
      run(out.state, { type: 'cancelChosen', appointment: booked }, { type: 'cancelConfirmed', reason: 'feeling-better' }).effects,
    ).toEqual([]);
  });
});
