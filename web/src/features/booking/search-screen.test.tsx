import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseProviderPath, renderDialog, searchTimes } from '../../test-support/booking-harness';

// The dialog opens on the soonest times (issue #31); "Choose a provider" leads here, to booking.md §2 word for word.
describe('the booking search screen', () => {
  it('starts on a regular appointment for a new patient, asking for selections, with search disabled', async () => {
    const { user } = renderDialog();
    await chooseProviderPath(user);
    expect(screen.getByRole('radio', { name: 'Book Appointment' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'New Patient' })).toBeChecked();
    expect(screen.getByText('Please make selections from the section above in order to view available times')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Provider' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Reason for visit' })).toBeDisabled();
  });

  it('groups the bookable locations by city and drops those without providers', async () => {
    const { user } = renderDialog();
    await chooseProviderPath(user);
    const location = screen.getByRole('combobox', { name: 'Location' });
    await screen.findByRole('option', { name: 'Glendale' });
    expect([...location.querySelectorAll('optgroup')].map((g) => g.label)).toEqual(['Glendale', 'Burbank', 'La Canada']);
    expect(within(location).queryByRole('option', { name: 'Billing Office' })).toBeNull();
  });

  it('filters providers by the search box and says when nothing matches', async () => {
    const { user } = renderDialog();
    await chooseProviderPath(user);
    await screen.findByRole('option', { name: 'Glendale' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Glendale');
    await screen.findByRole('option', { name: 'Elena Vasquez, MD' });
    const provider = screen.getByRole('combobox', { name: 'Provider' });
    expect(within(provider).queryByRole('option', { name: /IV/ })).toBeNull();
    await user.type(screen.getByPlaceholderText('Search providers...'), 'vASQ');
    expect(
      within(provider)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a provider', 'Elena Vasquez, MD']);
    await user.clear(screen.getByPlaceholderText('Search providers...'));
    await user.type(screen.getByPlaceholderText('Search providers...'), 'zzz');
    expect(screen.getByText('No providers found matching zzz')).toBeInTheDocument();
  });

  it('enables search once location, provider and reason are set, then shows four days of clinic times', async () => {
    const { user } = renderDialog();
    const days = await searchTimes(user);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(4);
    // The first page starts on the fixture's first open day, Mon Dec 1 2025 (clinic time).
    expect(screen.getAllByRole('heading', { level: 4 })[0]).toHaveTextContent('Mon Dec 1');
    expect(screen.getByText('Elena Vasquez, MD', { selector: 'p' })).toBeInTheDocument();
    expect(within(days).getAllByRole('button')[0]?.textContent).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
  });

  it('pages through the days with the next and previous arrows', async () => {
    const { user } = renderDialog();
    await searchTimes(user);
    expect(screen.getByRole('button', { name: 'Previous days' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next days' }));
    expect(screen.getByText(/Page 2 of/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous days' })).toBeEnabled();
  });

  it('asks to search again after the reason changes', async () => {
    const { user } = renderDialog();
    await searchTimes(user, { existing: true });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason for visit' }), 'Telehealth');
    expect(screen.getByText('Please click search to view available times')).toBeInTheDocument();
  });

  it('resets location, provider and reason', async () => {
    const { user } = renderDialog();
    await searchTimes(user);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Available days' })).toBeNull();
  });

  it('in IV mode picks the IV office service itself and searches without a reason', async () => {
    const { user } = renderDialog();
    await chooseProviderPath(user);
    await user.click(screen.getByRole('radio', { name: 'Book IV Service' }));
    await screen.findByRole('option', { name: 'Glendale' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Glendale');
    expect(await screen.findByRole('option', { name: 'IV Office Service', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Provider' })).toBeDisabled();
    expect(screen.queryByRole('combobox', { name: 'Reason for visit' })).toBeNull();
    const search = screen.getByRole('button', { name: 'Search' });
    await waitFor(() => expect(search).toBeEnabled());
    await user.click(search);
    expect(await screen.findByRole('list', { name: 'Available days' })).toBeInTheDocument();
  });

  it('pre-selects the provider an event names, with their location', async () => {
    const { user } = renderDialog({ providerName: 'Priya Raman' });
    await chooseProviderPath(user);
    expect(await screen.findByRole('option', { name: 'Priya Raman, MD', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('2');
  });

  it('shows the empty-slot view with the concierge link for provider 1', async () => {
    const { user, store } = renderDialog();
    // Armen Petrosyan (id 1) takes no online bookings in the fixture practice.
    expect(store.openSlots({ departmentId: '1', providerIds: ['1'], startDate: '12/01/2025', endDate: '03/01/2026' })).toEqual([]);
    await searchTimes(user, { provider: 'Armen Petrosyan, MD' });
    expect(screen.getByText('No open slots available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schedule Concierge Consultation' })).toHaveAttribute('href', '/concierge-medicine');
    expect(
      screen.getByText('No available appointment slots found for the selected criteria. Try different options or a different date range.'),
    ).toBeInTheDocument();
  });
});
