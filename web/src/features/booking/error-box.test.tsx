import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorBox } from './error-box';

describe('the error box of a wizard step', () => {
  // Issue 35 item 11: a booking limit's message named the phone as plain text.
  it('makes the office phone in a refusal a tap-to-call link', () => {
    const text = 'Too many appointments were booked online from this connection. Please call our office at (818) 555-0142 to book.';
    render(<ErrorBox message={text} />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: '(818) 555-0142' })).toHaveAttribute('href', 'tel:+18185550142');
  });
});
