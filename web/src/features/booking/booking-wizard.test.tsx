import { PERSONAS } from '@clinic/fixtures';
import { screen, waitFor } from '@testing-library/react';
import { DEMO_NOTICE } from '@clinic/core';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseFirstTime, fillPatient, renderDialog, searchTimes } from '../../test-support/booking-harness';

const booked = (store: ReturnType<typeof renderDialog>['store']) => store.booked({ startDate: '12/01/2025', endDate: '03/01/2026' });

describe('the booking wizard', () => {
  it('shows every step 2 message under its field and focuses the first invalid one', async () => {
    const { user } = renderDialog();
    await searchTimes(user);
    await chooseFirstTime(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The submit runs through the async wizard use-case: wait for its outcome, then read the form.
    await screen.findByText('First name is required');
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());
    for (const text of [
      'First name is required',
      'Last name is required',
      'Phone number is required',
      'Date of birth is required',
      'Email is required',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(
      screen.getByText('Please agree to the Privacy Policy and Terms of Use, and consent to receive text messages'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
  });

  it('masks the phone, adds the date slashes and checks the email and date', async () => {
    const { user } = renderDialog();
    await searchTimes(user);
    await chooseFirstTime(user);
    await user.type(screen.getByLabelText('Phone number'), '818555014299');
    expect(screen.getByLabelText('Phone number')).toHaveValue('(818) 555-0142');
    // Issue 35 item 12: HTML allows "tel-national" only on text inputs; this one is type="tel".
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('autocomplete', 'tel');
    await user.type(screen.getByLabelText('Date of birth'), '02301990');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('02/30/1990');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid date')).toBeInTheDocument();
    expect(screen.getByText('Please enter a 10-digit phone number', { selector: '[id$="-help"]' })).toBeInTheDocument();
  });

  it('picks a date of birth with the keyboard in the calendar', async () => {
    const { user } = renderDialog();
    await searchTimes(user);
    await chooseFirstTime(user);
    await user.type(screen.getByLabelText('Date of birth'), '06151990');
    await user.click(screen.getByRole('button', { name: 'Open calendar' }));
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('1990');
    expect(screen.getByRole('gridcell', { name: 'June 15, 1990' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('06/23/1990');
    expect(screen.queryByRole('dialog', { name: 'Choose date of birth' })).toBeNull();
  });

  it('books a new patient on self-pay and confirms in clinic time', async () => {
    const { user, store } = renderDialog();
    await searchTimes(user);
    const chosen = await chooseFirstTime(user);
    await fillPatient(user, PERSONAS.newPatient);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Insurance' });
    await user.selectOptions(screen.getByLabelText('Insurance provider'), 'Self Pay (No Insurance)');
    expect(screen.queryByLabelText('Insurance ID number')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByRole('heading', { name: "You're all set!" })).toBeInTheDocument();
    // The first fixture time for Elena Vasquez is Mon Dec 1 2025; the label names its clinic time.
    const time = chosen.split(',')[0] ?? '';
    expect(screen.getByText(new RegExp(`^Monday, Dec 1 - ${time} Pacific Time$`))).toBeInTheDocument();
    expect(screen.getByTitle(/^Map of /)).toHaveAttribute('src', expect.stringContaining('&z=15&output=embed'));
    expect(booked(store)).toHaveLength(1);
    // Issue 17: the way to cancel or move it later, on the confirmation and in the calendar file (absolute there).
    expect(screen.getByRole('link', { name: 'Manage my appointment' })).toHaveAttribute('href', '/appointments/manage');
    const ics = decodeURIComponent(screen.getByRole('link', { name: 'Add to calendar (.ics)' }).getAttribute('href') ?? '');
    expect(ics.replace(/\r\n /g, '')).toContain(`\r\nURL:${window.location.origin}/appointments/manage\r\n`);
    // Not the demo server: nothing says the appointment is not real.
    expect(screen.queryByText(DEMO_NOTICE)).toBeNull();
  });

  describe('on the demo server', () => {
    afterEach(() => document.documentElement.removeAttribute('data-clinic-mode'));

    it('says in the confirmation that the appointment is not real', async () => {
      // What the demo server sets on <html> in every page it serves.
      document.documentElement.setAttribute('data-clinic-mode', 'demo');
      const { user } = renderDialog();
      await searchTimes(user);
      await chooseFirstTime(user);
      await fillPatient(user, PERSONAS.withInsurance);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByRole('heading', { name: "You're all set!" })).toBeInTheDocument();
      expect(screen.getByText(DEMO_NOTICE)).toBeInTheDocument();
    });
  });

  it('shows the step 3 messages, and fills the policy holder from step 2 for Self', async () => {
    const { user } = renderDialog();
    await searchTimes(user);
    await chooseFirstTime(user);
    await fillPatient(user, PERSONAS.newPatient);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Insurance' });
    await user.selectOptions(screen.getByLabelText('Insurance provider'), 'Cigna');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    for (const text of [
      'Please enter an insurance ID number',
      'Please enter a policy/group number',
      'Please select the relationship to the policy holder',
      "Please enter the policy holder's first name",
      "Please enter the policy holder's last name",
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await user.selectOptions(screen.getByLabelText('Relationship to policy holder'), 'Self');
    expect(screen.getByLabelText('Policy holder first name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Policy holder date of birth')).toHaveValue('02/14/1992');
    await user.selectOptions(screen.getByLabelText('Relationship to policy holder'), 'Spouse');
    expect(screen.getByLabelText('Policy holder first name')).toHaveValue('');
    await user.type(screen.getByLabelText('Notes for your visit (optional)'), 'Knee pain');
    expect(screen.getByText('9/250 characters')).toBeInTheDocument();
  });

  it('books an existing patient with insurance straight to the confirmation', async () => {
    const { user, store } = renderDialog();
    await searchTimes(user, { existing: true });
    await chooseFirstTime(user);
    await fillPatient(user, PERSONAS.withInsurance);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: "You're all set!" })).toBeInTheDocument();
    expect(booked(store).map((a) => a.patientid)).toEqual([PERSONAS.withInsurance.patientid]);
  });

  // Issue 35 item 1: an existing patient whose details matched no record was silently registered again (a twin chart).
  it('tells an existing patient whose details match no record, keeps what they typed, and registers only on request', async () => {
    const { user, store } = renderDialog();
    await searchTimes(user, { existing: true });
    await chooseFirstTime(user);
    await fillPatient(user, { ...PERSONAS.withInsurance, mobilephone: '8185550111' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText("We couldn't find a patient record with these details")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(818) 555-0142' })).toHaveAttribute('href', 'tel:+18185550142');
    expect(screen.getByRole('heading', { name: 'Patient details' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveValue('(818) 555-0111');
    expect(store.findPatients({ lastname: 'Sarkisian' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Continue as a new patient' }));
    await screen.findByRole('heading', { name: 'Insurance' });
    expect(store.findPatients({ lastname: 'Sarkisian' })).toHaveLength(3);
    await user.selectOptions(screen.getByLabelText('Insurance provider'), 'Self Pay (No Insurance)');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    await screen.findByRole('heading', { name: "You're all set!" });
    expect(booked(store)[0]?.bookingnote).toBe('registered online after no match as an existing patient');
  });

  // Issue 35 item 8: insured existing patients skip step 3 and its notes box.
  it("sends an existing patient's note from step 2 as the booking note", async () => {
    const { user, store } = renderDialog();
    await searchTimes(user, { existing: true });
    await chooseFirstTime(user);
    await fillPatient(user, PERSONAS.withInsurance);
    await user.type(screen.getByLabelText('Anything the office should know?'), 'Cough for a week');
    expect(screen.getByText('16/250 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: "You're all set!" });
    expect(booked(store)[0]?.bookingnote).toBe('Cough for a week');
  });

  it('after a lost race goes back to fresh times, says why, and keeps what the patient typed', async () => {
    const { user, store } = renderDialog();
    await searchTimes(user);
    await chooseFirstTime(user);
    await fillPatient(user, PERSONAS.withInsurance);
    // Someone else books every open slot of the first day meanwhile, including the chosen one.
    for (const s of store.openSlots({ departmentId: '1', providerIds: ['2'], startDate: '12/01/2025', endDate: '12/01/2025' })) {
      store.book({ appointmentid: s.appointmentid, patientid: PERSONAS.withoutInsurance.patientid });
    }
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('That time was just booked by someone else. Please choose another time.')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Available days' });
    expect(screen.queryByRole('button', { name: /, Monday, December 1/ })).toBeNull();
    await chooseFirstTime(user);
    expect(screen.getByLabelText('First name')).toHaveValue(PERSONAS.withInsurance.firstname);
    expect(screen.getByRole('checkbox', { name: /receive text messages/ })).toBeChecked();
  });

  it('goes back from step 2 to the times', async () => {
    const { user } = renderDialog();
    await searchTimes(user);
    await chooseFirstTime(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Choose a time' })).toBeInTheDocument();
  });
});
