import { MANAGE_MESSAGES, MANAGE_TEXTS, SchedulerError } from '@clinic/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, managed, ok, type Call } from '../../test-support/fake-manage-server';
import { PATIENT, signIn } from '../../test-support/render-manage';

const CANCEL = 'POST /api/manage/appointments/900001/cancel';
const RESCHEDULE = 'POST /api/manage/appointments/900001/reschedule';
const cancelled = managed({ status: 'cancelled' });

type User = Awaited<ReturnType<typeof signIn>>['user'];

async function startCancel(user: User, reason = 'Feeling better') {
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await screen.findByRole('heading', { name: 'Cancel this appointment?' });
  if (reason) await user.click(screen.getByRole('radio', { name: reason }));
  await user.click(screen.getByRole('button', { name: 'Yes, cancel this appointment' }));
}

/** Reschedule, then the first time the fixture practice offers; returns that time's button label. */
async function chooseNewTime(user: User): Promise<string> {
  await user.click(screen.getByRole('button', { name: 'Reschedule' }));
  const days = await screen.findByRole('list', { name: 'Available days' });
  const first = within(days).getAllByRole('button')[0]!;
  const label = first.getAttribute('aria-label') ?? '';
  await user.click(first);
  await screen.findByRole('heading', { name: 'Move your appointment?' });
  return label;
}

// Nothing that identifies the patient ever goes into an address the browser asks for.
function expectNoPatientDataInUrls(calls: Call[]) {
  for (const { url } of calls) {
    expect(url).not.toContain(PATIENT.email);
    expect(url).not.toContain(PATIENT.email.split('@')[0]);
    expect(url).not.toMatch(/1992/);
  }
}

describe('manage step 3: the patient\u2019s appointments', () => {
  it('says how many people sharing an e-mail and date of birth are shown, with the phone for the others', async () => {
    await signIn([managed()]);
    const note = screen.getByText((_, node) => node?.tagName === 'P' && node.textContent === MANAGE_TEXTS.patientsPerSession);
    expect(note).toHaveTextContent('only 8 of them are shown here');
    expect(within(note).getByRole('link', { name: '(818) 555-0142' })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
  });

  it('lists each upcoming appointment in clinic time with its provider and clinic', async () => {
    await signIn([
      managed(),
      managed({
        appointmentId: '900002',
        date: '12/10/2025',
        startTime: '14:15',
        departmentName: 'Burbank',
        providerName: 'David Kim, MD',
      }),
    ]);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'Wednesday, Dec 3 - 10:00 AM Pacific Time' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Elena Vasquez, MD');
    expect(items[0]).toHaveTextContent('Glendale');
    expect(within(items[1]!).getByRole('heading', { name: 'Wednesday, Dec 10 - 2:15 PM Pacific Time' })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Reschedule' })).toHaveAccessibleDescription(
      'Wednesday, Dec 10 - 2:15 PM Pacific Time',
    );
  });

  // Issue 35 item 3: the original of a move read "Cancelled" among the upcoming appointments.
  it('shows the original of a move as moved to its new time, and a real cancellation as cancelled', async () => {
    await signIn([
      managed({ status: 'cancelled', movedTo: { date: '12/10/2025', startTime: '14:15' } }),
      managed({ appointmentId: '900002', date: '12/05/2025', status: 'cancelled' }),
      managed({ appointmentId: '900003', date: '12/10/2025', startTime: '14:15' }),
    ]);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Moved to Wednesday, Dec 10 - 2:15 PM Pacific Time');
    expect(items[0]).not.toHaveTextContent(/Cancelled/);
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('Cancelled');
  });

  it('says so, with the phone, when there is none', async () => {
    await signIn([]);
    const none = screen.getByText(/You have no upcoming appointments with us/);
    expect(within(none).getByRole('link', { name: '(818) 555-0142' })).toBeInTheDocument();
  });

  describe('cancel', () => {
    it('asks for a reason, then cancels, says so and that an e-mail is on its way; the appointment shows cancelled', async () => {
      const { user, calls } = await signIn([managed()], { [CANCEL]: ok({ appointment: cancelled }) });
      await startCancel(user, '');
      expect(screen.getByRole('group', { name: 'Why are you cancelling?' })).toHaveAccessibleDescription(MANAGE_TEXTS.reason);
      expect(calls.filter((c) => c.url.endsWith('/cancel'))).toEqual([]);
      await user.click(screen.getByRole('radio', { name: 'Feeling better' }));
      await user.click(screen.getByRole('button', { name: 'Yes, cancel this appointment' }));
      const done = await screen.findByRole('status');
      expect(done).toHaveTextContent(
        `${MANAGE_TEXTS.cancelled} Cancelled visit: Wednesday, Dec 3 - 10:00 AM Pacific Time with Elena Vasquez, MD.`,
      );
      await waitFor(() => expect(done).toHaveFocus());
      expect(screen.getByText('Cancelled')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
      expect(calls.at(-1)).toEqual({ method: 'POST', url: '/api/manage/appointments/900001/cancel', body: { reason: 'feeling-better' } });
      expectNoPatientDataInUrls(calls);
    });

    it('keeps the appointment when the patient changes their mind', async () => {
      const { user, calls } = await signIn();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await user.click(await screen.findByRole('button', { name: 'Keep my appointment' }));
      const heading = await screen.findByRole('heading', { name: 'Your upcoming appointments' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(calls.map((c) => c.url)).toEqual(['/api/manage/code', '/api/manage/session']);
    });

    it.each(['NOT_CANCELLABLE', 'APPOINTMENT_NOT_FOUND'] as const)('after %s goes back to a fresh list and says to call', async (code) => {
      const fresh = managed({ appointmentId: '900003' });
      const { user, calls } = await signIn([managed()], {
        [CANCEL]: failure(code),
        'GET /api/manage/appointments': ok({ appointments: [fresh] }),
      });
      await startCancel(user);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(MANAGE_MESSAGES[code]);
      expect(within(alert).getByRole('link', { name: '(818) 555-0142' })).toBeInTheDocument();
      await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/manage/appointments'));
      expect(screen.getByRole('heading', { name: 'Your upcoming appointments' })).toBeInTheDocument();
    });

    // The second of two cancels, or a cancel while a move of the same appointment runs: the list says what happened.
    it.each(['ALREADY_CANCELLED', 'CHANGE_IN_PROGRESS'] as const)('after %s says so and shows the list as it is now', async (code) => {
      const { user, calls } = await signIn([managed()], {
        [CANCEL]: failure(code),
        'GET /api/manage/appointments': ok({ appointments: [cancelled] }),
      });
      await startCancel(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(MANAGE_MESSAGES[code]);
      await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/manage/appointments'));
      expect(screen.getByRole('heading', { name: 'Your upcoming appointments' })).toBeInTheDocument();
      expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    });

    it.each(['MANAGE_UNAVAILABLE', 'RATE_LIMITED'] as const)(
      'after %s stays on the question with the message, to try again',
      async (code) => {
        const { user } = await signIn([managed()], { [CANCEL]: failure(code) });
        await startCancel(user);
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent(MANAGE_MESSAGES[code]);
        await waitFor(() => expect(alert).toHaveFocus());
        expect(screen.getByRole('radio', { name: 'Feeling better' })).toBeChecked();
        expect(screen.getByRole('button', { name: 'Yes, cancel this appointment' })).toBeEnabled();
      },
    );

    it('after SESSION_EXPIRED goes back to step 1 with the message, the e-mail and birthday kept', async () => {
      const { user } = await signIn([managed()], { [CANCEL]: failure('SESSION_EXPIRED') });
      await startCancel(user);
      await screen.findByRole('heading', { name: 'Find your appointments' });
      expect(screen.getByRole('status')).toHaveTextContent(MANAGE_MESSAGES.SESSION_EXPIRED);
      expect(screen.getByLabelText('Email')).toHaveValue(PATIENT.email);
      expect(screen.getByLabelText('Date of birth')).toHaveValue(PATIENT.dateOfBirth);
    });
  });

  describe('reschedule', () => {
    it('offers the dialog\u2019s times for the same provider and visit, confirms, then moves; the new time replaces the old', async () => {
      const moved = managed({ appointmentId: '900777', date: '12/04/2025', startTime: '08:00' });
      const { user, calls } = await signIn([managed()], { [RESCHEDULE]: ok({ appointment: moved }) });
      await user.click(screen.getByRole('button', { name: 'Reschedule' }));
      expect(await screen.findByRole('heading', { name: 'Choose a time' })).toBeInTheDocument();
      expect(screen.getByText('Elena Vasquez, MD', { selector: 'p' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Keep my current time' }));
      await screen.findByRole('heading', { name: 'Your upcoming appointments' });
      const label = await chooseNewTime(user);
      expect(screen.getByRole('heading', { name: 'Move your appointment?' })).toHaveFocus();
      const [time] = label.split(', ');
      expect(screen.getByText(new RegExp(`- ${time} Pacific Time$`), { selector: 'dd' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Yes, move my appointment' }));
      const done = await screen.findByRole('status');
      expect(done).toHaveTextContent(
        `${MANAGE_TEXTS.rescheduled} Your new time: Thursday, Dec 4 - 8:00 AM Pacific Time with Elena Vasquez, MD.`,
      );
      const reschedule = calls.find((c) => c.url.endsWith('/reschedule'));
      expect(reschedule?.body).toEqual({ newAppointmentId: expect.stringMatching(/^\d+$/) });
      expect(screen.getAllByRole('listitem')).toHaveLength(1);
      expect(screen.getByRole('heading', { name: 'Thursday, Dec 4 - 8:00 AM Pacific Time' })).toBeInTheDocument();
      expectNoPatientDataInUrls(calls);
    });

    it('only searches the booked visit\u2019s provider, clinic and type', async () => {
      const { user, core } = await signIn([managed()]);
      const search = vi.spyOn(core.scheduler, 'getOpenSlots');
      await user.click(screen.getByRole('button', { name: 'Reschedule' }));
      await screen.findByRole('list', { name: 'Available days' });
      expect(search.mock.calls.map(([q]) => [q.departmentId, q.providerId, q.appointmentTypeId])).toEqual([['1', '2', '1']]);
    });

    it('when the time search fails, says so and offers Try again, which searches again', async () => {
      const { user, core } = await signIn([managed()]);
      const search = vi
        .spyOn(core.scheduler, 'getOpenSlots')
        .mockRejectedValueOnce(new SchedulerError('NETWORK', 'Failed to get open appointment slots: Network Error'));
      await user.click(screen.getByRole('button', { name: 'Reschedule' }));
      const retry = await screen.findByRole('button', { name: 'Try again' });
      // booking.md §8's slot search failure, as the dialog shows it.
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to find available times: Failed to get open appointment slots: Network Error',
      );
      await user.click(retry);
      expect(await screen.findByRole('list', { name: 'Available days' })).toBeInTheDocument();
      expect(search).toHaveBeenCalledTimes(2);
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Keep my current time' })).toBeInTheDocument();
    });

    it.each(['SLOT_UNAVAILABLE', 'NOT_SAME_VISIT'] as const)(
      'after %s says so and shows fresh times, like the dialog\u2019s lost race',
      async (code) => {
        const { user, core } = await signIn([managed()], { [RESCHEDULE]: failure(code) });
        const search = vi.spyOn(core.scheduler, 'getOpenSlots');
        await chooseNewTime(user);
        await user.click(screen.getByRole('button', { name: 'Yes, move my appointment' }));
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent(MANAGE_MESSAGES[code]);
        await waitFor(() => expect(alert).toHaveFocus());
        expect(await screen.findByRole('list', { name: 'Available days' })).toBeInTheDocument();
        // The times are searched again, so the one just taken is gone.
        expect(search).toHaveBeenCalledTimes(2);
        expect(screen.getByRole('heading', { name: 'Choose a new time' })).toBeInTheDocument();
      },
    );

    it('when the old appointment could not be cancelled, lists both and asks the patient to call', async () => {
      const moved = managed({ appointmentId: '900777', date: '12/04/2025', startTime: '08:00' });
      const { user } = await signIn([managed()], { [RESCHEDULE]: ok({ appointment: moved, oldAppointmentStillBooked: true }) });
      await chooseNewTime(user);
      await user.click(screen.getByRole('button', { name: 'Yes, move my appointment' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(MANAGE_TEXTS.oldAppointmentStillBooked);
      expect(within(alert).getByRole('link', { name: '(818) 555-0142' })).toBeInTheDocument();
      expect(screen.getAllByRole('listitem')).toHaveLength(2);
    });

    it.each(['MANAGE_UNAVAILABLE', 'RATE_LIMITED'] as const)('after %s stays on the confirmation to try again', async (code) => {
      const { user } = await signIn([managed()], { [RESCHEDULE]: failure(code) });
      await chooseNewTime(user);
      await user.click(screen.getByRole('button', { name: 'Yes, move my appointment' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(MANAGE_MESSAGES[code]);
      expect(screen.getByRole('button', { name: 'Yes, move my appointment' })).toBeEnabled();
    });

    it.each(['APPOINTMENT_NOT_FOUND', 'NOT_CANCELLABLE'] as const)('after %s goes back to the list with the message', async (code) => {
      const { user } = await signIn([managed()], { [RESCHEDULE]: failure(code), 'GET /api/manage/appointments': ok({ appointments: [] }) });
      await chooseNewTime(user);
      await user.click(screen.getByRole('button', { name: 'Yes, move my appointment' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(MANAGE_MESSAGES[code]);
      await screen.findByText(/You have no upcoming appointments with us/);
    });

    it('after CHANGE_IN_PROGRESS (another change of it under way) says so and shows the list as it is now', async () => {
      const moved = managed({ appointmentId: '900777', date: '12/04/2025', startTime: '08:00' });
      const { user } = await signIn([managed()], {
        [RESCHEDULE]: failure('CHANGE_IN_PROGRESS'),
        'GET /api/manage/appointments': ok({ appointments: [moved] }),
      });
      await chooseNewTime(user);
      await user.click(screen.getByRole('button', { name: 'Yes, move my appointment' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(MANAGE_MESSAGES.CHANGE_IN_PROGRESS);
      expect(await screen.findByRole('heading', { name: 'Thursday, Dec 4 - 8:00 AM Pacific Time' })).toBeInTheDocument();
    });

    it('after SESSION_EXPIRED goes back to step 1', async () => {
      const { user } = await signIn([managed()], { [RESCHEDULE]: failure('SESSION_EXPIRED') });
      await chooseNewTime(user);
      await user.click(screen.getByRole('button', { name: 'Yes, move my appointment' }));
      await screen.findByRole('heading', { name: 'Find your appointments' });
      expect(screen.getByRole('status')).toHaveTextContent(MANAGE_MESSAGES.SESSION_EXPIRED);
    });
  });

  it('signs out: ends the session on the server and forgets the e-mail and birthday', async () => {
    const { user, calls } = await signIn([managed()], { 'DELETE /api/manage/session': { status: 204 } });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const heading = await screen.findByRole('heading', { name: 'Find your appointments' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('You are signed out. To manage your appointments again, request a new code.');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('');
    expect(calls.at(-1)).toEqual({ method: 'DELETE', url: '/api/manage/session', body: undefined });
  });
});
