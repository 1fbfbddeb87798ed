import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BookingDialogSlot } from '../../app/booking-dialog-slot';
import { openAppointmentDialog } from '../../lib/open-appointment-dialog';
import BookingDialog from './booking-dialog';
import { fixtureCore } from '../../test-support/booking-harness';

function Page() {
  const [open, setOpen] = useState(false);
  const { core } = fixtureCore();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Book now
      </button>
      {open ? <BookingDialog request={{}} core={core} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

describe('the booking dialog as a modal', () => {
  it('is a labelled modal dialog that takes focus, keeps Tab inside and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    const dialog = screen.getByRole('dialog', { name: 'Book Appointment' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    // It opens on the soonest times; the last stop is the button that shows more of them.
    const more = await screen.findByRole('button', { name: 'Show more times' });
    await user.tab({ shift: true });
    expect(more).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close Book Appointment' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Book now' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on its close button and on the backdrop, and starts afresh when opened again', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    await user.click(screen.getByRole('radio', { name: 'Existing Patient' }));
    await user.click(screen.getByRole('button', { name: 'Close Book Appointment' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    expect(screen.getByRole('radio', { name: 'New Patient' })).toBeChecked();
    await user.click(screen.getByTestId('booking-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens from the page-wide openAppointmentDialog event through the lazy mount point', async () => {
    render(<BookingDialogSlot />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openAppointmentDialog({ providerName: 'Priya Raman' }));
    // The dialog's frame opens on the event itself; the dialog takes its place once its chunk is in (issue #16).
    expect(screen.getByRole('dialog', { name: 'Book Appointment' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose a provider' })).toBeInTheDocument(), { timeout: 5000 });
  });
});
