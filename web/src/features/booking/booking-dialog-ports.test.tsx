import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BookingDialog from './booking-dialog';
import { loadBrowserCore } from './browser-core';

afterEach(() => vi.unstubAllGlobals());

describe('the booking dialog on the site', () => {
  it('renders its first screen in its first render when its ports came with its chunk (booking-dialog-slot.tsx)', async () => {
    // The first times' read is not this test's: it never answers.
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    await loadBrowserCore();
    render(<BookingDialog request={{}} onClose={() => undefined} />);
    expect(screen.getByRole('radio', { name: 'New Patient' })).toBeChecked();
  });
});
