import { SchedulerError, type BookingInput } from '@clinic/core';
import { PERSONAS } from '@clinic/fixtures';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import BookingDialog from './booking-dialog';
import type { WebScheduler } from './hooks/web-core';
import { chooseFirstTime, chooseProviderPath, fillPatient, fixtureCore, searchTimes } from '../../test-support/booking-harness';

const PENDING =
  'We could not confirm your booking in time. It may have gone through: please call our office at (818) 555-0142 before booking again.';

/** The dialog over the fixture practice, its scheduler's calls changed by `override` (the rest stay the fixture's). */
function renderWith(override: (base: WebScheduler) => Partial<WebScheduler>) {
  const { store, core } = fixtureCore();
  const scheduler: WebScheduler = Object.assign(Object.create(core.scheduler) as WebScheduler, override(core.scheduler));
  render(<BookingDialog request={{}} onClose={() => undefined} core={{ ...core, scheduler }} />);
  return { store, user: userEvent.setup() };
}

const noAnswer = () => new SchedulerError('TIMEOUT', 'Failed to book appointment: The scheduling service did not answer within 25000 ms.');

// Issue 19 item 1: a late answer told a booked patient booking failed, asked for insurance again, and the retry sent another body.
describe('a booking whose answer never came', () => {
  it('tells an insured patient it may have gone through, asks no insurance, and retries the identical booking', async () => {
    const sent: BookingInput[] = [];
    const { user } = renderWith((base) => ({
      bookAppointment: (booking) => {
        sent.push(booking);
        return sent.length === 1 ? Promise.reject(noAnswer()) : base.bookAppointment(booking);
      },
    }));
    await searchTimes(user, { existing: true });
    await chooseFirstTime(user);
    await fillPatient(user, PERSONAS.withInsurance);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // The office phone in it is a tap-to-call link, so the text spans elements.
    const alert = await screen.findByText(
      (_, element) => element?.hasAttribute('data-error-box') === true && element.textContent === PENDING,
    );
    expect(within(alert).getByRole('link', { name: '(818) 555-0142' })).toHaveAttribute('href', 'tel:+18185550142');
    // The message takes the focus (on a phone it may sit above the fold), so Escape still reaches the dialog.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByText('We have your insurance on file and will use it for this visit.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Insurance provider')).toBeNull();
    expect(document.body.textContent).not.toContain('Idempotency-Key');

    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByRole('heading', { name: "You're all set!" })).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[1]).toMatchObject({ insuranceid: expect.any(String) });
  });

  it('keeps Back disabled while the booking runs, so the answer cannot land on a step already left', async () => {
    let release: () => void = () => undefined;
    const { user } = renderWith((base) => ({
      bookAppointment: (booking) =>
        new Promise((resolve, reject) => {
          release = () => void base.bookAppointment(booking).then(resolve, reject);
        }),
    }));
    await searchTimes(user, { existing: true });
    await chooseFirstTime(user);
    await fillPatient(user, PERSONAS.withInsurance);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled());
    release();
    expect(await screen.findByRole('heading', { name: "You're all set!" })).toBeInTheDocument();
  });
});

// Issue 19 item 4: after a lost race the retry booked from step 2 without the note typed on step 3.
describe('the visit note', () => {
  it('reaches the clinic when the booking is retried from step 2 after a lost race', async () => {
    const sent: BookingInput[] = [];
    const { user, store } = renderWith((base) => ({
      bookAppointment: (booking) => {
        sent.push(booking);
        return base.bookAppointment(booking);
      },
    }));
    await searchTimes(user);
    await chooseFirstTime(user);
    await fillPatient(user, PERSONAS.newPatient);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Insurance' });
    await user.selectOptions(screen.getByLabelText('Insurance provider'), 'Self Pay (No Insurance)');
    await user.type(screen.getByLabelText('Notes for your visit (optional)'), 'I need an interpreter (Spanish)');
    for (const s of store.openSlots({ departmentId: '1', providerIds: ['2'], startDate: '12/01/2025', endDate: '12/01/2025' })) {
      store.book({ appointmentid: s.appointmentid, patientid: PERSONAS.withoutInsurance.patientid });
    }
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    await screen.findByText('That time was just booked by someone else. Please choose another time.');
    await chooseFirstTime(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: "You're all set!" })).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({ notes: 'I need an interpreter (Spanish)' });
  });
});

// Issue 19 item 11: a departments failure left an empty location list, no retry and no phone.
describe('the locations', () => {
  it('offer a retry and the office phone when they could not be loaded, and load on retry', async () => {
    let failures = 1;
    const { user } = renderWith((base) => ({
      getDepartments: () =>
        failures-- > 0
          ? Promise.reject(new SchedulerError('UPSTREAM', 'Failed to load departments: The scheduling service had a problem.', 500))
          : base.getDepartments(),
    }));
    await chooseProviderPath(user);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('link', { name: '(818) 555-0142' })).toHaveAttribute('href', 'tel:+18185550142');
    expect(screen.getAllByText(/Failed to load departments:/).map((e) => e.textContent)).toEqual([
      'Failed to load departments: The scheduling service had a problem.',
    ]);
    await user.click(retry);
    expect(await screen.findByRole('option', { name: 'Glendale' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

// Issue 19 item 13: the incomplete phone said "Please enter a 10-digit phone number" twice.
describe('the phone field', () => {
  it('says an incomplete number once', async () => {
    const { user } = renderWith(() => ({}));
    await searchTimes(user);
    await chooseFirstTime(user);
    await user.type(screen.getByLabelText('Phone number'), '81855501');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('First name is required');
    expect(screen.getAllByText('Please enter a 10-digit phone number')).toHaveLength(1);
  });
});

// Issue 19 item 13: the IV page's "Book a Session" opened the dialog in appointment mode.
describe('a dialog opened for IV', () => {
  it('starts in IV mode', async () => {
    const { core } = fixtureCore();
    render(<BookingDialog request={{ bookingType: 'iv' }} onClose={() => undefined} core={core} />);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Book IV Service' })).toBeChecked());
  });
});

// Issue 19 item 13: no summary of the chosen time on steps 2 and 3, and no time said "Pacific Time".
describe('the chosen time', () => {
  it('stays in view on step 2, in Pacific Time', async () => {
    const { user } = renderWith(() => ({}));
    await searchTimes(user);
    expect(screen.getByText("All times are Pacific Time, the clinics' local time.")).toBeInTheDocument();
    await chooseFirstTime(user);
    // The fixture's first time for Elena Vasquez: Mon Dec 1 2025.
    expect(screen.getByText(/^Monday, Dec 1 - \d{1,2}:\d{2} [AP]M Pacific Time$/)).toBeInTheDocument();
  });
});

// Issue 19 item 13: edits to the holder under "Self" were silently replaced by step 2's details at booking.
describe('the policy holder under Self', () => {
  it("shows step 2's details read-only, so nothing typed there is silently replaced", async () => {
    const { user } = renderWith(() => ({}));
    await searchTimes(user);
    await chooseFirstTime(user);
    await fillPatient(user, PERSONAS.newPatient);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Insurance' });
    await user.selectOptions(screen.getByLabelText('Insurance provider'), 'Cigna');
    await user.selectOptions(screen.getByLabelText('Relationship to policy holder'), 'Self');
    expect(screen.getByLabelText('Policy holder first name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Policy holder first name')).toHaveAccessibleDescription('From your details in step 2');
    await user.selectOptions(screen.getByLabelText('Relationship to policy holder'), 'Spouse');
    expect(screen.getByLabelText('Policy holder first name')).not.toHaveAttribute('readonly');
  });
});

// Issue 19 item 13: closing at step 2 or 3 discarded everything with no prompt.
describe('closing the dialog', () => {
  it('asks first on step 2, and stays open when the patient says no', async () => {
    const { core } = fixtureCore();
    const onClose = vi.fn();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const user = userEvent.setup();
    render(<BookingDialog request={{}} onClose={onClose} core={core} />);
    await searchTimes(user);
    await chooseFirstTime(user);
    await user.click(screen.getByRole('button', { name: 'Close Book Appointment' }));
    expect(confirm).toHaveBeenCalledWith('Close the booking? The details you entered will be lost.');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close Book Appointment' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    confirm.mockRestore();
  });
});
