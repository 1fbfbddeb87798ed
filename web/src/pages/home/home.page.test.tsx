// The testimonials carousel and the core load lazily; loading them here first keeps those imports from
// outliving a test on a cold module cache.
import '@clinic/core';
import '../../features/home/testimonials/testimonials-carousel';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonLdOf } from '../../test-support/json-ld';
import { renderAt } from '../../test-support/render-home';
import HomePage from './home.page';

const SECTION_HEADINGS = [
  'ELEVATE YOUR HEALTH WITH EXPERT CARE',
  'PERSONAL PRIMARY CARE, CLOSE TO HOME',
  'INSURANCE PLANS WE ACCEPT',
  'WHAT OUR PATIENTS SAY ABOUT US',
  'OUR SERVICES',
  'MEET OUR BOARD-CERTIFIED PHYSICIANS',
  'FREQUENTLY ASKED QUESTIONS',
  'Personal, unhurried care with direct access to your physician',
  'AWARDS AND RECOGNITION',
  'We offer a large variety of vitamin intravenous infusions',
  'Latest health tips and news',
];

describe('Home page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders the eleven sections in the order of the spec', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderAt(<HomePage />);
    const labels = [...document.querySelectorAll('main section[aria-labelledby]')].map((section) => {
      const id = section.getAttribute('aria-labelledby') ?? '';
      return document.getElementById(id)?.textContent?.trim();
    });
    expect(labels).toEqual(SECTION_HEADINGS);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('puts the hero heading and the home metadata in the server-rendered HTML', () => {
    const html = renderToString(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<h1[^>]*>ELEVATE YOUR HEALTH WITH EXPERT CARE<\/h1>/);
    expect(html).toContain('<link rel="canonical" href="https://www.foothillprimarycare.com/"/>');
    expect(html).toContain('<meta name="keywords"');
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('"@type":"MedicalOrganization"');
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain('Loading testimonials...');
  });

  // Issue 35 item 12: openingHours (two ranges in one string) sat on a MedicalOrganization, which has no such property.
  it('gives the opening hours to the clinics, as openingHoursSpecification, with the phone in international form', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderAt(<HomePage />);
    const org = jsonLdOf(document).find((block) => block['@type'] === 'MedicalOrganization');
    expect(org).not.toHaveProperty('openingHours');
    expect(org).toMatchObject({ telephone: '+1-818-555-0142', medicalSpecialty: 'https://schema.org/PrimaryCare' });
    const clinics = org?.subOrganization as Record<string, unknown>[];
    expect(clinics).toHaveLength(3);
    for (const clinic of clinics) {
      expect(clinic).toMatchObject({ '@type': 'MedicalClinic', openingHoursSpecification: expect.any(Array) });
    }
    expect(jsonLdOf(document).filter((block) => block['@type'] === 'FAQPage')).toHaveLength(1);
  });
});
