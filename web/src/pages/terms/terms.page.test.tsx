import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test-support/render-page';
import TermsPage from './terms.page';

describe('terms and conditions page', () => {
  it('has the sections the spec names, ending with the notices', () => {
    renderPage(TermsPage, '/terms');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    for (const required of [
      'Modification of These Terms of Use',
      'Links to Third-Party Sites',
      'No Unlawful or Prohibited Use',
      'Content You Submit',
      'Liability Disclaimer',
      'Copyright and Trademark Notices',
      'Trademarks',
      'Notices',
    ]) {
      expect(headings).toContain(required);
    }
    expect(headings.at(-1)).toBe('Notices');
  });

  it('gives the phone and postal address in the notices and the 2023 practice-software copyright', () => {
    const { container } = renderPage(TermsPage, '/terms');
    const notices = screen.getByRole('heading', { name: 'Notices' }).nextElementSibling;
    expect(notices).toHaveTextContent('(818) 555-0142');
    expect(notices).toHaveTextContent('214 N Central Ave, Glendale CA 91203');
    expect(container).toHaveTextContent('© 2023 Practice Web Solutions, Inc.');
  });

  it('lists the content rules, including no personal information and no harvesting of data', () => {
    const { container } = renderPage(TermsPage, '/terms');
    expect(container).toHaveTextContent('post personal or confidential information');
    expect(container).toHaveTextContent('collect or harvest information about other users');
    expect(container).toHaveTextContent('run surveys, contests, pyramid schemes or chain letters');
  });

  it('follows "You agree that you will not:" with the list it introduces', () => {
    renderPage(TermsPage, '/terms');
    const intro = screen.getByText(/You agree that you will not:$/);
    expect(intro.nextElementSibling?.tagName).toBe('UL');
    expect(intro.nextElementSibling?.firstElementChild).toHaveTextContent('post personal or confidential information');
    expect(intro.nextElementSibling?.nextElementSibling).toHaveTextContent(/^The Practice has no obligation to monitor these features/);
  });

  it('makes the notices phone number tap-to-call', () => {
    renderPage(TermsPage, '/terms');
    const notices = screen.getByRole('heading', { name: 'Notices' }).nextElementSibling as HTMLElement;
    expect(within(notices).getByRole('link', { name: '(818) 555-0142' })).toHaveAttribute('href', 'tel:+18185550142');
  });
});
