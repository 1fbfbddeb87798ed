import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { faqContent } from '../../content/page-content';
import { jsonLdOf } from '../../test-support/json-ld';
import { renderPage } from '../../test-support/render-page';
import ContactPage from './contact.page';

describe('contact page', () => {
  // In before the page renders, as the prerender has it: the FAQ is read below the fold and would otherwise suspend.
  beforeAll(() => faqContent.load('en'));

  it('gives the phone, e-mail, three addresses and hours, with no form that could send patient data', () => {
    const { container } = renderPage(ContactPage, '/contact');
    for (const tel of screen.getAllByRole('link', { name: '(818) 555-0142' })) expect(tel).toHaveAttribute('href', 'tel:+18185550142');
    expect(screen.getByRole('link', { name: 'info@foothillprimarycare.com' })).toHaveAttribute(
      'href',
      'mailto:info@foothillprimarycare.com',
    );
    for (const address of [
      '214 N Central Ave, Glendale CA 91203',
      '1407 Foothill Blvd, La Canada CA 91011',
      '3808 W. Riverside Dr Ste 120, Burbank CA 91505',
    ]) {
      expect(container).toHaveTextContent(address);
    }
    expect(container).toHaveTextContent('Monday-Friday 8:00 AM-12:00 PM and 1:00 PM-5:00 PM');
    expect(container.querySelector('form')).toBeNull();
  });

  // Issue 35 item 12: the same six answers were marked up on / and /contact; the home page's FAQ carries them.
  it('shows the six FAQ answers without marking them up a second time', () => {
    const { container } = renderPage(ContactPage, '/contact');
    expect(container.querySelectorAll('details')).toHaveLength(6);
    expect(jsonLdOf(container).find((block) => block['@type'] === 'FAQPage')).toBeUndefined();
  });
});
