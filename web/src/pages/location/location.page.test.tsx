import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonLdOf } from '../../test-support/json-ld';
import { renderPage } from '../../test-support/render-page';
import LocationPage from './location.page';

describe('location page', () => {
  it('describes the clinic as a MedicalClinic open weekdays 08:00-12:00 and 13:00-17:00', () => {
    const { container } = renderPage(LocationPage, '/locations/burbank', '/locations/:locationId');
    const [clinic] = jsonLdOf(container);
    expect(clinic).toMatchObject({
      '@type': 'MedicalClinic',
      telephone: '+1-818-555-0142',
      address: { streetAddress: '3808 W. Riverside Dr Ste 120', addressLocality: 'Burbank', postalCode: '91505' },
      openingHoursSpecification: [
        { opens: '08:00', closes: '12:00', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] },
        { opens: '13:00', closes: '17:00', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] },
      ],
    });
  });

  it('lists the providers based at that clinic', () => {
    renderPage(LocationPage, '/locations/burbank', '/locations/:locationId');
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual([
      'Burbank',
      'David Kim, MD',
      'Priya Raman, MD',
      'James Whitfield, MD',
      'Jessica Alvarez, FNP-C',
      'Kevin Nguyen, PA-C',
    ]);
  });
});
