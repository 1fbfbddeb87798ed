import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test-support/render-page';
import ConciergeMedicinePage from './concierge-medicine.page';

describe('concierge medicine page', () => {
  it('makes the membership-pricing phone number tap-to-call', () => {
    renderPage(ConciergeMedicinePage, '/concierge-medicine');
    const tiers = document.getElementById('membership-tiers') as HTMLElement;
    expect(within(tiers).getByRole('link', { name: '(818) 555-0142' })).toHaveAttribute('href', 'tel:+18185550142');
    expect(screen.getByRole('heading', { name: 'Membership tiers' })).toBeInTheDocument();
  });
});
