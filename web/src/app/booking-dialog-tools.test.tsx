import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test-support/render-app';

// The dialog's code is held back until the test lets it in, so the frame ("Loading...") shows as long as needed.
const dialogCode = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release: () => release() };
});
vi.mock('../features/booking/booking-dialog', async () => {
  await dialogCode.arrived;
  const { Modal } = await import('../features/booking/modal');
  const { useState } = await import('react');
  // Like the real dialog: a nested dialog (the legal texts of step 2) opens over it, with the same header tools.
  function Dialog({ onClose }: { onClose(): void }) {
    const [reading, setReading] = useState(false);
    return (
      <Modal title="Book Appointment" onClose={onClose}>
        <p>The dialog’s first step</p>
        <button type="button" onClick={() => setReading(true)}>
          Read the terms
        </button>
        {reading ? (
          <Modal title="Terms" onClose={() => setReading(false)} nested>
            <p>The terms</p>
          </Modal>
        ) : null}
      </Modal>
    );
  }
  return { default: Dialog };
});

describe('the booking dialog’s header tools while its code downloads', () => {
  it('keeps the accessibility panel opened in the frame open once the dialog replaces the frame', async () => {
    const view = renderApp('/press');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    await view.user.click(screen.getAllByRole('button', { name: 'Book an Appointment' })[0]!);
    const frame = await screen.findByRole('dialog', { name: 'Book Appointment' });
    expect(within(frame).getByRole('status')).toHaveTextContent('Loading...');
    await view.user.click(within(frame).getByRole('button', { name: 'Accessibility options' }));
    await within(frame).findByRole('region', { name: 'Accessibility options' }, { timeout: 10_000 });

    dialogCode.release();
    // The dialog replaces the frame: a new element, found by what only it shows.
    const step = await screen.findByText('The dialog’s first step', undefined, { timeout: 10_000 });
    const dialog = step.closest('[role="dialog"]') as HTMLElement;
    expect(dialog).not.toBe(frame);
    expect(within(dialog).getByRole('region', { name: 'Accessibility options' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Accessibility options' })).toHaveAttribute('aria-expanded', 'true');
  }, 30_000);

  it('gives a nested dialog a panel of its own, which a press inside it leaves open', async () => {
    dialogCode.release();
    const view = renderApp('/press');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    await view.user.click(screen.getAllByRole('button', { name: 'Book an Appointment' })[0]!);
    await view.user.click(await screen.findByRole('button', { name: 'Read the terms' }, { timeout: 10_000 }));
    const terms = screen.getByRole('dialog', { name: 'Terms' });
    const termsTools = within(terms).getByRole('button', { name: 'Accessibility options' });
    await view.user.click(termsTools);
    const panel = await within(terms).findByRole('region', { name: 'Accessibility options' }, { timeout: 10_000 });
    await view.user.click(within(panel).getByRole('switch', { name: 'High Contrast' }));
    expect(within(terms).getByRole('region', { name: 'Accessibility options' })).toBeInTheDocument();
    expect(termsTools).toHaveAttribute('aria-expanded', 'true');
    // The booking dialog's own button, behind the nested one, stays as it was.
    const outerTools = screen
      .getAllByRole('button', { name: 'Accessibility options', hidden: true })
      .filter((b) => !terms.contains(b) && b.closest('[role="dialog"]'));
    expect(outerTools).toHaveLength(1);
    expect(outerTools[0]).toHaveAttribute('aria-expanded', 'false');
  }, 30_000);
});
