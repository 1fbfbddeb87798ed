import { describe, expect, it } from 'vitest';
import { normalizeSearchQuery, searchSite, searchSiteWithPages } from './site-search';

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

const pages = [
  {
    id: 'iv',
    title: 'IV Therapy',
    description: 'Hydration and vitamin drips',
    text: 'Myers’ Cocktail, Vitamin C, Zinc',
    link: '/iv-therapy',
  },
  {
    id: 'burbank',
    title: 'Burbank',
    description: 'Our Burbank clinic',
    text: '3808 W. Riverside Dr; hours Monday-Friday',
    link: '/locations/burbank',
  },
  {
    id: 'faq-hours',
    title: 'Where are your locations and what are your hours?',
    description: 'Three clinics',
    text: 'Open Monday-Friday',
    link: '/#faq-title',
  },
];
const withPages = { services, providers, pages };

describe('site search with pages', () => {
  it('keeps the services and providers rule of website.md §5 (substring, ignoring case)', () => {
    const result = searchSiteWithPages('art', withPages);
    expect(result.services.map((s) => s.id)).toEqual([2]);
    expect(result.pages).toEqual([]);
  });

  it('finds pages by a whole word or the start of a word, never inside a word', () => {
    expect(searchSiteWithPages('iv', withPages).pages.map((p) => p.id)).toEqual(['iv']);
    expect(searchSiteWithPages('vitamin', withPages).pages.map((p) => p.id)).toEqual(['iv']);
    expect(searchSiteWithPages('burb', withPages).pages.map((p) => p.id)).toEqual(['burbank']);
    expect(searchSiteWithPages('ank', withPages).pages).toEqual([]);
  });

  it('needs every word of the query to start a word of the page', () => {
    expect(searchSiteWithPages('iv zinc', withPages).pages.map((p) => p.id)).toEqual(['iv']);
    expect(searchSiteWithPages('iv burbank', withPages).pages).toEqual([]);
  });

  it('puts the group with the best match first: "iv" opens on IV therapy, not a service that merely contains the letters', () => {
    const catalogue = {
      services: [{ id: 9, title: 'EKG', description: 'A noninvasive heart test', link: '/services/ekg' }],
      providers,
      pages,
    };
    const result = searchSiteWithPages('iv', catalogue);
    expect(result.services.map((s) => s.id)).toEqual([9]);
    expect(result.order).toEqual(['pages', 'services']);
  });

  it('ranks a page whose title holds the word before pages that only mention it', () => {
    expect(searchSiteWithPages('hours', withPages).pages.map((p) => p.id)).toEqual(['faq-hours', 'burbank']);
  });

  it('lists every group in catalogue order under two characters', () => {
    expect(searchSiteWithPages('i', withPages)).toEqual({ services, providers, pages, order: ['services', 'providers', 'pages'] });
  });

  it('lists only the groups that have results', () => {
    expect(searchSiteWithPages('zebra', withPages)).toEqual({ services: [], providers: [], pages: [], order: [] });
  });
});

describe('query words patients add', () => {
  it('ignores "Dr." and credentials around a name', () => {
    expect(normalizeSearchQuery('Dr. Reyes')).toBe('reyes');
    expect(normalizeSearchQuery('doctor reyes, MD')).toBe('reyes');
    expect(normalizeSearchQuery('Ortiz FNP')).toBe('ortiz');
    expect(searchSite('Dr. Reyes', catalogues).providers.map((p) => p.id)).toEqual(['a']);
    expect(searchSite('Dr Reyes MD', catalogues).providers.map((p) => p.id)).toEqual(['a']);
  });

  it('keeps a query made only of a credential, so it still finds who holds it', () => {
    expect(normalizeSearchQuery('MD')).toBe('md');
    expect(searchSite('fnp', catalogues).providers.map((p) => p.id)).toEqual(['b']);
  });

  it('ranks word-start matches before matches inside a word, otherwise keeping catalogue order', () => {
    const list = [
      { id: 1, title: 'Weight Loss', description: 'Includes a heart check', link: '/a' },
      { id: 2, title: 'Heart Health', description: 'Cardiology basics', link: '/b' },
      { id: 3, title: 'Sweetheart', description: '', link: '/c' },
    ];
    expect(searchSite('heart', { services: list, providers: [] }).services.map((s) => s.id)).toEqual([2, 1, 3]);
  });
});
