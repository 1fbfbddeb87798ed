import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DialogToolsContext } from '../../lib/dialog-tools';
import { Modal } from './modal';

function Page() {
  return (
    <>
      <main>The page behind</main>
      <DialogToolsContext.Provider value={<button type="button">Accessibility options</button>}>
        <Modal title="Book Appointment" onClose={() => undefined}>
          <button type="button">Search</button>
        </Modal>
      </DialogToolsContext.Provider>
    </>
  );
}

// Issue #35 point 4: the floating accessibility button is behind the dialog, so the dialog offers its own.
describe('a modal’s header', () => {
  it('offers the app’s dialog tools next to its close button, inside the dialog and its focus trap', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const dialog = screen.getByRole('dialog', { name: 'Book Appointment' });
    const tools = within(dialog).getByRole('button', { name: 'Accessibility options' });
    expect(within(dialog).getByRole('banner')).toContainElement(tools);
    await user.tab();
    expect(tools).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close Book Appointment' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(tools).toHaveFocus();
  });

  it('is the layer the Screen Reader reads while it is open', () => {
    render(<Page />);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-reading-layer');
  });
});
