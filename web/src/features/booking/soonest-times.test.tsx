import { CONCIERGE_PROVIDER_ID, FIRST_LOOK_DAYS, TIMES_RETRY_MS, type AvailabilityAnswer, type OpenSlot } from '@clinic/core';
import { PERSONAS } from '@clinic/fixtures';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { providers as roster } from '../../content/providers';
import { fillPatient, renderDialog } from '../../test-support/booking-harness';
import { clinicName, providerFactsOf, rosterEntry } from './provider-facts';

const BOOKED_WINDOW = { startDate: '12/01/2025', endDate: '03/01/2026' };

/** The rows of the soonest-times list, in order, each named "9:30 AM, Elena Vasquez, MD, Glendale, Monday, December 1". */
async function shownTimes(): Promise<HTMLElement[]> {
  const list = await screen.findByRole('list', { name: 'Soonest times' });
  return within(list).getAllByRole('button');
}

/** What the index answered for a new patient's appointment, without the concierge-only provider: the list's truth. */
async function expectedTimes(times: ReturnType<typeof renderDialog>['times']): Promise<OpenSlot[]> {
  const answer = await times.groupTimes({ patientType: 'new', mode: 'appointment' });
  return answer.slots.filter((s) => s.providerid !== CONCIERGE_PROVIDER_ID);
}

// The fixture practice and clock: Mon Dec 1 2025, 9:30 AM Pacific Time (booking-harness.tsx).
describe('the dialog opens on the soonest times', () => {
  it('shows the soonest suitable time of the group first, naming its provider and clinic, under the default choices', async () => {
    const { times, funnel } = renderDialog();
    expect(screen.getByRole('radio', { name: 'Book Appointment' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'New Patient' })).toBeChecked();
    const rows = await shownTimes();
    const soonest = (await expectedTimes(times))[0]!;
    const name = rosterEntry(soonest.providerid)!.name;
    expect(rows[0]).toHaveAccessibleName(expect.stringContaining(name));
    expect(rows[0]).toHaveAccessibleName(expect.stringContaining(clinicName(soonest.departmentid)));
    expect(rows).toHaveLength(12);
    expect(screen.getByText(/times available/)).toHaveAttribute('role', 'status');
    expect(times.queries).toContainEqual({ patientType: 'new', mode: 'appointment' });
    expect(funnel.events).toEqual([{ event: 'dialog_opened' }, { event: 'times_shown' }]);
  });

  it('goes straight to the patient details with the chosen time, and books it', async () => {
    const { user, store, funnel } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Existing Patient' }));
    await waitFor(() => expect(screen.queryByText('Finding the soonest times...')).toBeNull());
    const first = (await shownTimes())[0]!;
    const label = first.getAttribute('aria-label') ?? '';
    await user.click(first);
    expect(await screen.findByRole('heading', { name: 'Patient details' })).toBeInTheDocument();
    expect(screen.getByText(/Your appointment:/)).toHaveTextContent(rosterEntryName(label));
    await fillPatient(user, PERSONAS.withInsurance);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: "You're all set!" });
    expect(store.booked(BOOKED_WINDOW)).toHaveLength(1);
    // Nothing but the events themselves: no patient, no slot, no provider.
    expect(funnel.events).toEqual([
      { event: 'dialog_opened' },
      { event: 'times_shown' },
      { event: 'time_chosen', path: 'time_first' },
      { event: 'details_submitted' },
    ]);
  });

  it('reads the times again when the patient type changes, and never for a filter', async () => {
    const { user, times } = renderDialog();
    await shownTimes();
    // Each list is read twice: the near days for the first look, then the whole window.
    const newPatient = [
      { patientType: 'new', mode: 'appointment', days: FIRST_LOOK_DAYS },
      { patientType: 'new', mode: 'appointment' },
    ];
    await waitFor(() => expect(times.queries).toEqual(newPatient));
    await user.click(screen.getByText('Filter times'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language spoken' }), 'Armenian');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time of day' }), 'afternoon');
    expect(times.queries).toEqual(newPatient);
    await user.click(screen.getByRole('radio', { name: 'Existing Patient' }));
    await waitFor(() =>
      expect(times.queries).toEqual([
        ...newPatient,
        { patientType: 'existing', mode: 'appointment', days: FIRST_LOOK_DAYS },
        { patientType: 'existing', mode: 'appointment' },
      ]),
    );
  });
});

// The provider's name as the row's accessible name carries it: "9:30 AM, Name, MD, Clinic, Monday, December 1".
function rosterEntryName(label: string): string {
  return label.split(', ').slice(1, -3).join(', ');
}

describe('the filters', () => {
  it('keeps only Armenian-speaking providers, and says how many times remain', async () => {
    const { user } = renderDialog();
    await shownTimes();
    await user.click(screen.getByText('Filter times'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language spoken' }), 'Armenian');
    const rows = await shownTimes();
    for (const row of rows) {
      const name = rosterEntryName(row.getAttribute('aria-label') ?? '');
      const entry = roster.find((p) => p.name === name);
      expect(providerFactsOf(entry!.schedulerProviderId!)?.languages).toContain('Armenian');
    }
    expect(screen.getByText('Filter times (1)')).toBeInTheDocument();
    expect(screen.getByText(/times? available|No times match/)).toHaveAttribute('role', 'status');
  });

  it('keeps one clinic, chosen by name or as the nearest to a ZIP code', async () => {
    const { user } = renderDialog();
    await shownTimes();
    await user.click(screen.getByText('Filter times'));
    await user.type(screen.getByRole('textbox', { name: 'Nearest to my ZIP code' }), '91505{Enter}');
    expect(screen.getByText(/^Nearest clinic: Burbank \(0\.0 miles\)$/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Clinic' })).toHaveValue('2');
    for (const row of await shownTimes()) expect(row.getAttribute('aria-label')).toMatch(/, Burbank, \w+day, /);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Clinic' }), 'La Canada');
    for (const row of await shownTimes()) expect(row.getAttribute('aria-label')).toMatch(/, La Canada, \w+day, /);
  });

  it('says so when a ZIP code is not in the area', async () => {
    const { user } = renderDialog();
    await shownTimes();
    await user.click(screen.getByText('Filter times'));
    await user.type(screen.getByRole('textbox', { name: 'Nearest to my ZIP code' }), '10001');
    await user.click(screen.getByRole('button', { name: 'Find nearest' }));
    expect(screen.getByText('We do not know that ZIP code. Choose a clinic instead.')).toBeInTheDocument();
  });

  it('keeps the mornings or one day', async () => {
    const { user } = renderDialog();
    await shownTimes();
    await user.click(screen.getByText('Filter times'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time of day' }), 'morning');
    for (const row of await shownTimes()) expect(row.getAttribute('aria-label')).toMatch(/^\d{1,2}:\d{2} AM,/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), 'Wednesday, December 3');
    for (const row of await shownTimes()) expect(row.getAttribute('aria-label')).toMatch(/^\d{1,2}:\d{2} AM, .*, Wednesday, December 3$/);
  });
});

describe('the concierge-only provider', () => {
  it('is never offered, even when the index lists a time of theirs', async () => {
    const { times } = renderDialog({}, undefined, ({ times: index }) => {
      index.answer = (fresh) => ({
        ...fresh,
        slots: [{ ...fresh.slots[0]!, appointmentid: '999999', providerid: CONCIERGE_PROVIDER_ID }, ...fresh.slots],
      });
    });
    expect((await times.groupTimes({ patientType: 'new', mode: 'appointment' })).slots[0]?.providerid).toBe(CONCIERGE_PROVIDER_ID);
    const concierge = rosterEntry(CONCIERGE_PROVIDER_ID)!.name;
    for (const row of await shownTimes()) expect(row.getAttribute('aria-label')).not.toContain(concierge);
  });

  it('asked for by name, leads to the concierge path instead of times', async () => {
    renderDialog({ providerId: CONCIERGE_PROVIDER_ID, providerName: 'Armen Petrosyan, MD' });
    expect(await screen.findByText(/sees patients only through our concierge medicine program/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schedule Concierge Consultation' })).toHaveAttribute('href', '/concierge-medicine');
    expect(screen.queryByRole('list', { name: 'Soonest times' })).toBeNull();
  });
});

describe('a preselected provider', () => {
  it("opens on that provider's soonest times, and can show every provider", async () => {
    const { user } = renderDialog({ providerName: 'Priya Raman' });
    expect(await screen.findByText(/Times with Priya Raman, MD\./)).toBeInTheDocument();
    const rows = await shownTimes();
    for (const row of rows) expect(row.getAttribute('aria-label')).toContain('Priya Raman, MD');
    await user.click(screen.getByRole('button', { name: 'Show every provider' }));
    expect(screen.queryByText(/Times with Priya Raman/)).toBeNull();
  });
});

describe('the age of the times', () => {
  const aged =
    (status: AvailabilityAnswer['status']) =>
    (fresh: AvailabilityAnswer): AvailabilityAnswer => ({
      status,
      // 17:41 UTC on Dec 1 2025 is 9:41 AM Pacific Standard Time.
      asOf: '2025-12-01T17:41:00.000Z',
      slots: status === 'unavailable' ? [] : fresh.slots,
    });

  it('says how old stale times are, in clinic time, and still offers them', async () => {
    renderDialog({}, undefined, ({ times }) => (times.answer = aged('stale')));
    expect(await shownTimes()).toHaveLength(12);
    expect(screen.getByText(/times available/)).toHaveTextContent('Times as of 9:41 AM');
  });

  it('past the stale limit shows no time, gives the office phone and still offers to choose a provider', async () => {
    renderDialog({}, undefined, ({ times }) => (times.answer = aged('unavailable')));
    const alert = await screen.findByText(/Available times cannot be shown right now/);
    expect(within(alert).getByRole('link', { name: '(818) 555-0142' })).toHaveAttribute('href', 'tel:+18185550142');
    expect(screen.queryByRole('list', { name: 'Soonest times' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose a provider' })).toBeEnabled();
  });

  it('asks the index again after a while, and shows the times once it has them, without the dialog being reopened', async () => {
    // The page's clock runs on its own (findBy polls) and jumps where the test says.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { times } = renderDialog({}, undefined, ({ times }) => (times.answer = aged('unavailable')));
      await screen.findByText(/Available times cannot be shown right now/);
      const reads = times.queries.length;
      times.answer = undefined;
      await act(() => vi.advanceTimersByTimeAsync(TIMES_RETRY_MS - 1_000));
      expect(times.queries).toHaveLength(reads);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(await shownTimes()).toHaveLength(12);
      expect(screen.queryByText(/Available times cannot be shown right now/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a time lost to someone else', () => {
  it('goes back to the soonest times, read again, without the taken one', async () => {
    const { user, store, times } = renderDialog();
    const first = (await shownTimes())[0]!;
    const label = first.getAttribute('aria-label');
    const taken = (await expectedTimes(times))[0]!;
    await user.click(first);
    await screen.findByRole('heading', { name: 'Patient details' });
    await fillPatient(user, PERSONAS.withInsurance);
    // Booked behind the dialog's back, as another patient would.
    store.book({ appointmentid: taken.appointmentid, patientid: PERSONAS.withoutInsurance.patientid });
    const reads = times.queries.length;
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('That time was just booked by someone else. Please choose another time.')).toBeInTheDocument();
    const rows = await shownTimes();
    expect(times.queries.length).toBe(reads + 1);
    expect(rows.map((r) => r.getAttribute('aria-label'))).not.toContain(label);
  });
});

describe('a service page', () => {
  it('carries its service into the booking note on the time-first path', async () => {
    const { user, store } = renderDialog({ service: 'Flu Shot' });
    await user.click((await shownTimes())[0]!);
    await fillPatient(user, PERSONAS.newPatient);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Insurance' });
    await user.selectOptions(screen.getByLabelText('Insurance provider'), 'Self Pay (No Insurance)');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    await screen.findByRole('heading', { name: "You're all set!" });
    expect(store.booked(BOOKED_WINDOW)[0]?.bookingnote).toBe('Service: Flu Shot');
  });
});

describe('by keyboard alone', () => {
  it('reaches the first time with Tab and chooses it with Enter', async () => {
    const { user } = renderDialog();
    const first = (await shownTimes())[0]!;
    while (document.activeElement !== first) await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Patient details' })).toBeInTheDocument();
  });
});

describe('switching between the soonest times and the search screen', () => {
  it('moves the focus to where the other screen starts, and keeps the patient type', async () => {
    const { user } = renderDialog();
    await shownTimes();
    await user.click(screen.getByRole('radio', { name: 'Existing Patient' }));
    await user.click(screen.getByRole('button', { name: 'Choose a provider' }));
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Existing Patient' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'See the soonest times' }));
    expect(screen.getByRole('heading', { name: 'Soonest available times' })).toHaveFocus();
  });
});
