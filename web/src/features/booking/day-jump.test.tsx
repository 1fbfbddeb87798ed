import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDialog, searchTimes } from '../../test-support/booking-harness';

// The fixture practice (clinic today Mon Dec 1 2025) has times on weekdays through Fri Feb 27 2026, federal
// holidays excepted (Mon Jan 19 is Martin Luther King Jr. Day): 13 weeks, 16 pages of four days. Issue 19 item 13: a patient after week 8 had to page through seven weeks.
const dateField = () => screen.getByLabelText('Jump to a date');
const choose = (isoDate: string) => fireEvent.change(dateField(), { target: { value: isoDate } });
const shownDays = () =>
  within(screen.getByRole('list', { name: 'Available days' }))
    .getAllByRole('heading', { level: 4 })
    .map((h) => h.textContent);

describe('jumping to a date in the time step', () => {
  it('offers the searched window and shows a day in week 8 with the focus on its first time, by mouse or Enter', async () => {
    const { user } = renderDialog();
    await searchTimes(user);
    // The clinic's today to 90 days ahead.
    expect(dateField()).toHaveAttribute('type', 'date');
    expect(dateField()).toHaveAttribute('min', '2025-12-01');
    expect(dateField()).toHaveAttribute('max', '2026-03-01');

    choose('2026-01-20');
    await user.click(screen.getByRole('button', { name: 'Show times' }));
    expect(shownDays()).toContain('Tue Jan 20');
    expect(document.activeElement).toHaveAccessibleName(/, Tuesday, January 20$/);
    // The status line is the date field's description, so a screen reader hears it there too.
    expect(dateField()).toHaveAccessibleDescription('Showing Tuesday, January 20.');
    expect(screen.getByText('Showing Tuesday, January 20.')).toHaveAttribute('role', 'status');

    dateField().focus();
    choose('2026-02-02');
    await user.keyboard('{Enter}');
    expect(document.activeElement).toHaveAccessibleName(/, Monday, February 2$/);
  });

  it('says when a day has no times and goes to the next that has, or that none is left, or asks for a date in the window', async () => {
    const { user } = renderDialog();
    await searchTimes(user);
    const show = () => user.click(screen.getByRole('button', { name: 'Show times' }));

    choose('2026-01-24');
    await show();
    expect(dateField()).toHaveAccessibleDescription('No times on Saturday, January 24. The next available day is Monday, January 26.');
    expect(shownDays()).toContain('Mon Jan 26');
    expect(document.activeElement).toHaveAccessibleName(/, Monday, January 26$/);

    const before = shownDays();
    choose('2026-02-28');
    await show();
    expect(dateField()).toHaveAccessibleDescription('No times on or after Saturday, February 28.');
    expect(shownDays()).toEqual(before);

    for (const outside of ['2025-11-30', '']) {
      choose(outside);
      await show();
      expect(dateField()).toHaveAccessibleDescription('Choose a date from Monday, December 1 to Sunday, March 1.');
    }
  });
});
