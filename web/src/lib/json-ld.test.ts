import { describe, expect, it } from 'vitest';
import { blogPosts } from '../content/blog';
import { locations } from '../content/locations';
import { providers } from '../content/providers';
import { articleLd, medicalClinicLd, PRIMARY_CARE, providerLd, schemaTelephone } from './json-ld';

// Issue 35 item 12: what independent structured-data validators found.
const clinic = locations[0]!;
const byTitle = (title: string) => providers.find((p) => p.title === title)!;

describe('structured data', () => {
  it('types a nurse practitioner and the physician assistant as a Person with a job title, working for the clinic', () => {
    for (const title of ['Family Nurse Practitioner', 'Physician Assistant']) {
      const ld = providerLd(byTitle(title), clinic) as Record<string, unknown>;
      expect(ld).toMatchObject({ '@type': 'Person', jobTitle: title, worksFor: { '@type': 'MedicalClinic' } });
      expect(ld).not.toHaveProperty('medicalSpecialty');
    }
  });

  it("gives a physician schema.org's PrimaryCare specialty, not free text", () => {
    const ld = providerLd(byTitle('Internist & Primary Care Physician'), clinic);
    expect(ld).toMatchObject({ '@type': 'Physician', medicalSpecialty: 'https://schema.org/PrimaryCare', telephone: '+1-818-555-0142' });
  });

  it('writes telephones with the country code', () => {
    expect(schemaTelephone('(818) 555-0142')).toBe('+1-818-555-0142');
    expect(medicalClinicLd(clinic)).toMatchObject({ telephone: '+1-818-555-0142', medicalSpecialty: PRIMARY_CARE });
  });

  it('gives an article its modification date, a publisher logo and a raster image', () => {
    const post = blogPosts[0]!;
    expect(articleLd(post)).toMatchObject({
      datePublished: post.published,
      dateModified: post.published,
      image: expect.stringMatching(/\/og-image\.png$/),
      publisher: { logo: { '@type': 'ImageObject', url: expect.stringMatching(/\.png$/) } },
    });
  });
});
