import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordDialogEvents } from '../../test-support/dialog-events';
import { renderPage } from '../../test-support/render-page';
import ProviderProfilePage from './provider-profile.page';

describe('provider profile page', () => {
  it('"Book with {name}" opens the dialog with that provider\'s scheduler id', async () => {
    const received = recordDialogEvents();
    renderPage(ProviderProfilePage, '/provider/kevin-nguyen-pa-c', '/provider/:slug');
    await userEvent.click(screen.getByRole('button', { name: 'Book with Kevin Nguyen, PA-C' }));
    expect(received).toEqual([{ providerId: '16', providerName: 'Kevin Nguyen, PA-C' }]);
  });

  it('sends the concierge-only provider to the concierge path instead of the booking dialog', () => {
    const received = recordDialogEvents();
    renderPage(ProviderProfilePage, '/provider/armen-petrosyan-md', '/provider/:slug');
    expect(screen.queryByRole('button', { name: /^Book with/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Schedule Concierge Consultation' })).toHaveAttribute('href', '/concierge-medicine');
    expect(received).toEqual([]);
  });

  it('shows the credential, education, languages, location and focus lines and an initials avatar', () => {
    renderPage(ProviderProfilePage, '/provider/priya-raman-md', '/provider/:slug');
    for (const label of ['Credential', 'Education', 'Languages', 'Location', 'Focus']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('English, Tamil, Hindi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Burbank clinic' })).toHaveAttribute('href', '/locations/burbank');
    expect(screen.getByRole('img', { name: 'Portrait placeholder for Priya Raman, MD' })).toHaveTextContent('PR');
  });
});
