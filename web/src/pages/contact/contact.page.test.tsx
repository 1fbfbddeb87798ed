import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonLdOf } from '../../test-support/json-ld';
import { renderPage } from '../../test-support/render-page';
import ContactPage from './contact.page';

describe('contact page', () => {
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

  it('shows the six FAQ answers and describes them as a schema.org FAQPage', () => {
    const { container } = renderPage(ContactPage, '/contact');
    expect(container.querySelectorAll('details')).toHaveLength(6);
    const faq = jsonLdOf(container).find((block) => block['@type'] === 'FAQPage');
    expect(faq?.mainEntity).toHaveLength(6);
  });
});
