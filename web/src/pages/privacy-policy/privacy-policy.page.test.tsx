import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test-support/render-page';
import PrivacyPolicyPage from './privacy-policy.page';

describe('privacy policy page', () => {
  it('lists the seven sections in the order of the spec', () => {
    renderPage(PrivacyPolicyPage, '/privacy-policy');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Privacy Statement',
      'Collection of Your Personal Information',
      'Use of Your Personal Information',
      'Use of Cookies',
      'Security of Your Personal Information',
      'Changes to This Statement',
      'Contact Information',
    ]);
  });

  it('states the policy facts and gives the phone and street address under Contact Information', () => {
    const { container } = renderPage(PrivacyPolicyPage, '/privacy-policy');
    expect(container).toHaveTextContent('does not sell, rent or lease its customer lists');
    expect(container).toHaveTextContent('Secure Sockets Layer (SSL)');
    expect(container).toHaveTextContent('race, religion or political affiliation');
    const contact = screen.getByRole('heading', { name: 'Contact Information' });
    const after = contact.nextElementSibling?.nextElementSibling;
    expect(after).toHaveTextContent('214 N Central Ave, Glendale CA 91203');
    expect(after).toHaveTextContent('(818) 555-0142');
    expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent('PRIVACY POLICY');
  });
});
