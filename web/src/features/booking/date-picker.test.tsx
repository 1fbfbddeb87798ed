import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from './date-picker';
import { Modal } from './modal';

// Sat Nov 21 2026 in the clinic.
const today = { year: 2026, month: 11, day: 21 };

describe('the date-of-birth calendar', () => {
  it('lays the month out as a grid of week rows, as assistive technology expects', () => {
    render(<DatePicker value="02/14/1990" today={today} onSelect={vi.fn()} onClose={vi.fn()} />);
    const grid = screen.getByRole('grid', { name: 'February 1990' });
    const rows = within(grid).getAllByRole('row');
    // A header row, then Feb 1990's four weeks and a day (it starts on a Thursday): five week rows.
    expect(rows).toHaveLength(6);
    for (const row of rows.slice(1)) expect(within(row).getAllByRole('gridcell')).toHaveLength(7);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.getAttribute('aria-label')),
    ).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
  });

  it('moves the focus with the arrow keys but leaves it on the Year select when the year changes', () => {
    render(<DatePicker value="02/14/1990" today={today} onSelect={vi.fn()} onClose={vi.fn()} />);
    fireEvent.keyDown(screen.getByRole('gridcell', { name: 'February 14, 1990' }), { key: 'ArrowRight' });
    expect(screen.getByRole('gridcell', { name: 'February 15, 1990' })).toHaveFocus();

    const year = screen.getByRole('combobox', { name: 'Year' });
    year.focus();
    fireEvent.change(year, { target: { value: '1991' } });
    expect(screen.getByRole('grid', { name: 'February 1991' })).toBeInTheDocument();
    expect(year).toHaveFocus();
  });

  it('closes itself on Escape without letting the key reach the booking dialog around it', () => {
    const onClose = vi.fn();
    const outer = vi.fn();
    render(
      <div onKeyDown={outer}>
        <DatePicker value="" today={today} onSelect={vi.fn()} onClose={onClose} />
      </div>,
    );
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Choose date of birth' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});

describe('the booking modal around a nested popup', () => {
  it('stays open when Escape belongs to a dialog nested inside it', () => {
    const onClose = vi.fn();
    render(
      <Modal title="Book Appointment" onClose={onClose}>
        <div role="dialog" aria-label="Choose date of birth">
          <input aria-label="Inside the popup" />
        </div>
        <input aria-label="In the modal" />
      </Modal>,
    );
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Inside the popup' }), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'In the modal' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
