import { describe, expect, it } from 'vitest';
import { awards } from './awards';
import { blogPosts, wordCount } from './blog';
import { faqItems } from './faq';
import { insurers } from './insurers';
import { locations, locationById, formatAddress } from './locations';
import { PROVIDER_DETAILS } from './provider-details';
import { providerBySlug, providerProfiles as profilesIn } from './provider-profiles';
import { menuPhysicians, providers } from './providers';
import { AUDIENCES } from './service-audiences';
import { serviceBySlug } from './service-lookup';
import { services } from './services';
import { CLAIMS } from './site';
import { socialLinks } from './social';

const providerProfiles = profilesIn(PROVIDER_DETAILS);

// website.md §2: the 34 service slugs in the spec's order; §3: the ids seen.
const SPEC_SLUGS =
  'diabetes, hypertension, adult-physical, pre-surgery-checkup, preventive-medicine, sick-visits, ekg, travel-medicine-consultation, weight-loss, high-cholesterol, vaccines, covid-19-testing, womens-health, mens-health, respiratory-infections, on-site-laboratory, adult-urgent-care, std-screening, allergy-testing-immunology, general-medicine, x-ray-imaging, ultrasound, add-adhd-treatment, at-home-visits, morpheus-8, female-contraception, suboxone-and-sublocade-treatment, botox-juvederm, emsculpt-neo, pre-exposure-prophylaxis-prep, internal-medicine, flu-shot, hormone-replacement, vo2-metabolic-testing'.split(
    ', ',
  );
const SPEC_IDS = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 16, 19, 25, 28, 29, 30, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,
];
const TITLES = ['Internist & Primary Care Physician', 'Family Nurse Practitioner', 'Physician Assistant'];

describe('service catalogue', () => {
  it('says who each service is for, and each provider profile has its details', () => {
    expect(services.filter((s) => !AUDIENCES[s.slug]).map((s) => s.slug)).toEqual([]);
    expect(providerProfiles.map((p) => p.slug)).toEqual(providers.map((p) => p.slug));
    expect(providerProfiles.filter((p) => !p.features.focus || !p.features.education || !p.about).map((p) => p.slug)).toEqual([]);
  });

  it('lists the 34 spec slugs in the spec order with the spec id set', () => {
    expect(services.map((s) => s.slug)).toEqual(SPEC_SLUGS);
    expect(services.map((s) => s.id).sort((a, b) => a - b)).toEqual(SPEC_IDS);
  });

  it('gives every service exactly three bullets and a link to /services/{slug}', () => {
    for (const service of services) {
      expect(service.bullets).toHaveLength(3);
      expect(service.link).toBe(`/services/${service.slug}`);
      expect(service.title && service.description && service.icon && service.heroImage).toBeTruthy();
    }
  });

  it('finds a service by slug and nothing for an unknown slug', () => {
    expect(serviceBySlug(services, 'ekg')?.title).toBe('EKG');
    expect(serviceBySlug(services, 'brain-surgery')).toBeUndefined();
  });
});

describe('provider roster', () => {
  it('has 16 providers whose slugs are their hyphenated names with credentials', () => {
    expect(providers).toHaveLength(16);
    expect(new Set(providers.map((p) => p.slug)).size).toBe(16);
    expect(providerBySlug('sarah-mitchell-do', PROVIDER_DETAILS)?.name).toBe('Sarah Mitchell, DO');
    for (const p of providers) {
      expect(p.slug).toBe(p.name.toLowerCase().replace(/,/g, '').replace(/\s+/g, '-'));
      expect(p.link).toBe(`/provider/${p.slug}`);
      expect(TITLES).toContain(p.title);
      expect(p.schedulerProviderId).toBe(String(p.id));
    }
  });

  it('counts 11 physicians and 5 advanced practice providers, as the site claims', () => {
    expect(providers.filter((p) => p.title === 'Internist & Primary Care Physician')).toHaveLength(11);
    expect(providers.filter((p) => p.title !== 'Internist & Primary Care Physician')).toHaveLength(5);
  });

  it('puts roster ids 1 to 6 in the physicians menu, in order', () => {
    expect(menuPhysicians.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(menuPhysicians[0]?.name).toBe('Armen Petrosyan, MD');
  });
});

describe('locations', () => {
  it('lists Glendale, La Canada and Burbank with the spec addresses and scheduler departments', () => {
    expect(locations.map(formatAddress)).toEqual([
      '214 N Central Ave, Glendale CA 91203',
      '1407 Foothill Blvd, La Canada CA 91011',
      '3808 W. Riverside Dr Ste 120, Burbank CA 91505',
    ]);
    expect(locations.map((l) => l.schedulerDepartmentId)).toEqual(['1', '3', '2']);
    expect(locations.every((l) => l.phone === '(818) 555-0142')).toBe(true);
  });

  it('builds map links from the encoded address', () => {
    const glendale = locationById('glendale');
    expect(glendale?.mapEmbed).toBe('https://www.google.com/maps?q=214%20N%20Central%20Ave%2C%20Glendale%20CA%2091203&output=embed');
    expect(glendale?.mapUrl).toBe('https://www.google.com/maps/search/?api=1&query=214%20N%20Central%20Ave%2C%20Glendale%20CA%2091203');
    expect(locationById('pasadena')).toBeUndefined();
  });
});

describe('other catalogues', () => {
  it('has the three spec articles, each 400 to 700 words long', () => {
    expect(blogPosts.map((p) => p.slug)).toEqual([
      'the-importance-of-adult-physicals-and-preventative-care',
      'its-allergy-season-how-you-can-reduce-the-sniffling',
      'iv-vitamin-therapy-is-it-right-for-you',
    ]);
    for (const post of blogPosts) {
      expect(wordCount(post)).toBeGreaterThanOrEqual(400);
      expect(wordCount(post)).toBeLessThanOrEqual(700);
    }
  });

  it('answers six FAQ topics with the spec facts', () => {
    const text = faqItems.map((item) => item.answer).join(' ');
    expect(faqItems).toHaveLength(6);
    expect(text).toContain('11 board-certified internal medicine physicians and 5 advanced practice providers');
    expect(text).toContain('arrive 15 minutes early');
    expect(text).toContain('same-day appointments for urgent needs');
  });

  it('names the seven insurers, six awards and five social networks', () => {
    expect(insurers.map((i) => i.name)).toEqual(['AARP', 'Aetna', 'Cigna', 'HealthNet', 'Medicare', 'Tricare', 'UnitedHealthcare']);
    expect(awards).toHaveLength(6);
    expect(awards.filter((a) => a.href.includes('yelp.com'))).toHaveLength(1);
    expect(socialLinks).toHaveLength(5);
  });
});

describe('provider profiles and the About page agree', () => {
  // The practice opened in CLAIMS.since (website.md §1): "more than N years" with it, or in its towns, must be
  // fewer than the years it has existed.
  const NUMBERS: Record<string, number> = { five: 5, ten: 10, twelve: 12, fifteen: 15, twenty: 20, thirty: 30 };
  const yearsAtThePractice = (about: string) =>
    [...about.matchAll(/(?:in (?:Glendale|Burbank|La Canada)|with us|at our \w+)[^.]*?(?:more than|over) (\w+) years/gi)].map(
      (m) => NUMBERS[m[1]?.toLowerCase() ?? ''] ?? Number(m[1]),
    );

  it('claims no provider has been with the practice, or in its towns, longer than the practice has existed', () => {
    const existed = new Date().getFullYear() - CLAIMS.since;
    const claims = providerProfiles.flatMap((p) =>
      yearsAtThePractice(p.about)
        .filter((years) => years >= existed)
        .map((years) => `${p.name}: ${years}`),
    );
    expect(claims).toEqual([]);
  });
});
