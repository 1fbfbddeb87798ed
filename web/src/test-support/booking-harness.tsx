import { FixtureScheduler, InMemoryPatientStore } from '@clinic/adapters';
import { FixedClock } from '@clinic/core/test-support';
import { guardedScheduler } from '@clinic/core';
import { createFixtureStore } from '@clinic/fixtures';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpenAppointmentDialogDetail } from '../lib/open-appointment-dialog';
import type { WebCore } from '../features/booking/hooks/web-core';
import BookingDialog from '../features/booking/booking-dialog';
import { FixtureGroupTimes, RecordedFunnel } from './fixture-group-times';

// Mon Dec 1 2025, 9:30 PT: the fixture practice's schedule starts that day.
export const NOW = '2025-12-01T17:30:00Z';
const TODAY = { year: 2025, month: 12, day: 1 };

/** A fixture practice behind the dialog, with a fixed clock; the store is returned so tests can act behind its back. */
export function fixtureCore() {
  const store = createFixtureStore({ today: TODAY });
  const clock = new FixedClock(NOW);
  const times = new FixtureGroupTimes(store, clock);
  const funnel = new RecordedFunnel();
  const core: WebCore = {
    scheduler: guardedScheduler(new FixtureScheduler(store)),
    clock,
    patientStore: new InMemoryPatientStore(),
    times,
    funnel,
  };
  return { store, core, times, funnel };
}

/** Renders the dialog over a fixture practice with a user-event session (no delays). */
export function renderDialog(
  request: OpenAppointmentDialogDetail = {},
  onClose: () => void = () => undefined,
  /** Changes the practice or the index's answers before the dialog opens (and reads them). */
  arrange?: (parts: ReturnType<typeof fixtureCore>) => void,
) {
  const parts = fixtureCore();
  arrange?.(parts);
  const { store, core, times, funnel } = parts;
  // delay: null, not the default 0: no timer turn between keystrokes, which only slowed the long forms' typing.
  const user = userEvent.setup({ delay: null });
  const view = render(<BookingDialog request={request} onClose={onClose} core={core} />);
  return { store, core, times, funnel, user, view, dialog: () => screen.getByRole('dialog', { name: 'Book Appointment' }) };
}

type User = ReturnType<typeof userEvent.setup>;

/** Location, provider and reason as a visitor picks them, then search; resolves when the times show. */
export async function searchTimes(user: User, opts: { location?: string; provider?: string; reason?: string; existing?: boolean } = {}) {
  await chooseProviderPath(user);
  if (opts.existing) await user.click(screen.getByRole('radio', { name: 'Existing Patient' }));
  const location = screen.getByRole('combobox', { name: 'Location' });
  await screen.findByRole('option', { name: opts.location ?? 'Glendale' });
  await user.selectOptions(location, opts.location ?? 'Glendale');
  await screen.findByRole('option', { name: opts.provider ?? 'Elena Vasquez, MD' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Provider' }), opts.provider ?? 'Elena Vasquez, MD');
  const reason = opts.reason ?? (opts.existing ? 'Follow Up' : 'New Patient');
  await screen.findByRole('option', { name: reason });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Reason for visit' }), reason);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return screen.findByRole('list', { name: 'Available days' });
}

/** From the soonest times the dialog opens on to the search screen of booking.md §2 ("Choose a provider"). */
export async function chooseProviderPath(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Choose a provider' }));
}

/** Clicks the first open time of the first day that has one; returns its accessible name. */
export async function chooseFirstTime(user: User): Promise<string> {
  const days = await screen.findByRole('list', { name: 'Available days' });
  const first = within(days).getAllByRole('button')[0];
  if (!first) throw new Error('no open time shown');
  const name = first.getAttribute('aria-label') ?? '';
  await user.click(first);
  return name;
}

/** Fills step 2 for a person, consents included. */
export async function fillPatient(user: User, p: { firstname: string; lastname: string; dob: string; mobilephone: string; email: string }) {
  await user.type(screen.getByLabelText('First name'), p.firstname);
  await user.type(screen.getByLabelText('Last name'), p.lastname);
  await user.type(screen.getByLabelText('Phone number'), p.mobilephone);
  await user.type(screen.getByLabelText('Email'), p.email);
  await user.type(screen.getByLabelText('Date of birth'), p.dob.replace(/\//g, ''));
  await user.click(screen.getByRole('checkbox', { name: /at least 13 years old/ }));
  await user.click(screen.getByRole('checkbox', { name: /receive text messages/ }));
}
