import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixtureCore } from '../../test-support/booking-harness';
import BookingDialog from './booking-dialog';

// The mount point resolves the browser's ports beside the dialog's chunk (booking-dialog-slot.tsx).
const ports = vi.hoisted(() => ({ core: undefined as unknown }));
vi.mock('./browser-core', () => ({
  resolvedBrowserCore: () => ports.core,
  loadBrowserCore: () => new Promise(() => undefined),
}));

describe('the booking dialog on the site', () => {
  it('renders its first screen in its first render when its ports came with its chunk', () => {
    ports.core = fixtureCore().core;
    render(<BookingDialog request={{}} onClose={() => undefined} />);
    expect(screen.getByRole('radio', { name: 'New Patient' })).toBeChecked();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('says "Loading..." while its ports are still on their way', () => {
    ports.core = undefined;
    render(<BookingDialog request={{}} onClose={() => undefined} />);
    expect(screen.getByText('Loading...')).toHaveAttribute('role', 'status');
  });
});
