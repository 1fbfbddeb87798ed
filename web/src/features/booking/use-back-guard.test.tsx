import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BookingDialog from './booking-dialog';
import { chooseFirstTime, fixtureCore, searchTimes } from '../../test-support/booking-harness';

// Issue 19 item 13: the browser's Back at step 2 or 3 discarded everything the patient typed, with no prompt.
function renderDialog() {
  const { core } = fixtureCore();
  const onClose = vi.fn();
  const user = userEvent.setup();
  const view = render(<BookingDialog request={{}} onClose={onClose} core={core} />);
  return { onClose, user, view };
}

const marked = () => (window.history.state as Record<string, unknown> | null)?.bookingDetailsGuard === true;

/** The browser's Back: resolves once the popstate it causes has been handled. */
async function back() {
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  window.history.back();
  await popped;
}

afterEach(() => vi.restoreAllMocks());

describe("the browser's Back in the booking dialog", () => {
  it('at step 2 asks the closing question, stays when the patient says so, and closes when they confirm', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { onClose, user } = renderDialog();
    const start = window.history.length;
    await searchTimes(user);
    // Step 1 adds no history entry: Back there is the browser's, as before.
    expect(window.history.length).toBe(start);
    await chooseFirstTime(user);
    await screen.findByRole('heading', { name: 'Patient details' });
    await user.type(screen.getByLabelText('First name'), 'Ana');
    // One entry at the same address, marked; nothing about the patient in it.
    expect(window.history.length).toBe(start + 1);
    expect(marked()).toBe(true);
    expect(window.location.href).not.toContain('Ana');
    expect(JSON.stringify(window.history.state)).not.toContain('Ana');

    await back();
    expect(confirm).toHaveBeenCalledWith('Close the booking? The details you entered will be lost.');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    // Staying arms Back again.
    expect(marked()).toBe(true);

    await back();
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives Back to the browser again once step 2 is left another way (closing with the button)', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { onClose, user, view } = renderDialog();
    await searchTimes(user);
    await chooseFirstTime(user);
    await screen.findByRole('heading', { name: 'Patient details' });
    expect(marked()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Close Book Appointment' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    view.unmount();
    // The dialog's own entry is taken back, so the next Back leaves the page as it did before.
    await waitFor(() => expect(marked()).toBe(false));
  });
});
