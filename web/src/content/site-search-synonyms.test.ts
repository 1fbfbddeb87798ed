import { searchSiteWithPages } from '@clinic/core';
import { describe, expect, it } from 'vitest';
import { providers } from './providers';
import { conciergeTiers } from './concierge-tiers';
import { faqItems } from './faq';
import { ivTherapies } from './iv-therapies';
import { searchPagesIn, searchProviders } from './search-pages';
import { services } from './services';

const titles = (query: string) => {
  const r = searchSiteWithPages(query, {
    services,
    providers: searchProviders,
    pages: searchPagesIn({ faqItems, conciergeTiers, ivTherapies }),
  });
  return [...r.services.map((s) => s.title), ...r.providers.map((p) => p.name), ...r.pages.map((p) => p.title)];
};
const speakers = (language: string) => providers.filter((p) => p.features.languages.includes(language)).map((p) => p.name);

// Issue 35 item 9: each of these found nothing on the site.
describe("the site's search, on the site's own content", () => {
  it.each([
    ['blood test', 'On-Site Laboratory'],
    ['walk in', 'Sick Visits'],
    ['same day', 'Adult Urgent Care'],
    ['telehealth', 'How do I schedule an appointment?'],
    ['video visit', 'How do I schedule an appointment?'],
    ['weekend', 'Where are your locations and what are your hours?'],
    ['price', 'Concierge Medicine'],
    ['price', 'IV Therapy'],
  ])('"%s" finds %s', (query, title) => {
    expect(titles(query)).toContain(title);
  });

  it.each([
    ['armenian', 'Armenian'],
    ['Հայերեն', 'Armenian'],
    ['spanish', 'Spanish'],
    ['español', 'Spanish'],
  ])('"%s" finds every provider who speaks %s', (query, language) => {
    expect(speakers(language).length).toBeGreaterThan(0);
    expect(titles(query)).toEqual(expect.arrayContaining(speakers(language)));
  });
});
