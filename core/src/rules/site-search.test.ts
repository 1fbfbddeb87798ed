import { describe, expect, it } from 'vitest';
import { searchSite } from './site-search';

const services = [
  { id: 1, title: 'Diabetes', description: 'Ongoing care for blood sugar control', link: '/services/diabetes' },
  { id: 2, title: 'EKG', description: 'A quick heart rhythm test in the office', link: '/services/ekg' },
  { id: 3, title: 'Flu Shot', description: 'Seasonal vaccine', link: '/services/flu-shot' },
];
const providers = [
  { id: 'a', name: 'Dana Reyes, MD', title: 'Internist & Primary Care Physician', link: '/provider/dana-reyes-md' },
  { id: 'b', name: 'Sam Ortiz, FNP', title: 'Family Nurse Practitioner', link: '/provider/sam-ortiz-fnp' },
];
const catalogues = { services, providers };

describe('site search', () => {
  it('shows the full lists while the query is under two characters after trimming', () => {
    expect(searchSite('', catalogues)).toEqual({ services, providers });
    expect(searchSite('  e ', catalogues)).toEqual({ services, providers });
  });

  it('matches a service by title or description, ignoring case', () => {
    expect(searchSite('ekg', catalogues).services.map((s) => s.id)).toEqual([2]);
    expect(searchSite('HEART', catalogues).services.map((s) => s.id)).toEqual([2]);
  });

  it('matches a provider by name or title, ignoring case', () => {
    expect(searchSite('reyes', catalogues).providers.map((p) => p.id)).toEqual(['a']);
    expect(searchSite('nurse', catalogues).providers.map((p) => p.id)).toEqual(['b']);
  });

  it('trims the query before matching', () => {
    expect(searchSite('  flu  ', catalogues).services.map((s) => s.id)).toEqual([3]);
  });

  it('returns empty lists when nothing matches', () => {
    expect(searchSite('zebra', catalogues)).toEqual({ services: [], providers: [] });
  });
});
