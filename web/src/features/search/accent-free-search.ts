import { foldForSearch, searchSiteWithPages, type SearchablePage, type SiteSearchGroup } from '@clinic/core';

interface Service {
  id: string | number;
  title: string;
  description: string;
  link: string;
}
interface Provider {
  id: string | number;
  name: string;
  title: string;
  link: string;
  languages?: string;
}

type Folded<T> = T & { original: T };

function folded<T extends object>(item: T, fields: readonly (keyof T & string)[]): Folded<T> {
  const texts = Object.fromEntries(
    fields.map((field) => [field, typeof item[field] === 'string' ? foldForSearch(item[field]) : item[field]]),
  );
  return { ...item, ...texts, original: item };
}

/**
 * The site search (core's `searchSiteWithPages`) with accents and case ignored on both sides (issue #37: Spanish
 * search ignores accents, "hipertension" finds "Hipertensión"): it matches folded copies and returns the originals.
 */
export function searchIgnoringAccents<S extends Service, P extends Provider, G extends SearchablePage>(
  query: string,
  catalogues: { services: readonly S[]; providers: readonly P[]; pages: readonly G[] },
): { services: S[]; providers: P[]; pages: G[]; order: SiteSearchGroup[] } {
  const results = searchSiteWithPages(foldForSearch(query), {
    services: catalogues.services.map((s) => folded(s, ['title', 'description'])),
    providers: catalogues.providers.map((p) => folded(p, ['name', 'title'])),
    pages: catalogues.pages.map((g) => folded(g, ['title', 'description', 'text'])),
  });
  return {
    services: results.services.map((s) => s.original),
    providers: results.providers.map((p) => p.original),
    pages: results.pages.map((g) => g.original),
    order: results.order,
  };
}
