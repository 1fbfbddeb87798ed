/** A service entry the site search can find (website.md §3, search items). */
export interface SearchableService {
  id: string | number;
  title: string;
  description: string;
  link: string;
}

/** A provider entry the site search can find (website.md §3, search items). */
export interface SearchableProvider {
  id: string | number;
  name: string;
  title: string;
  link: string;
}

export interface SiteSearchResult<S extends SearchableService, P extends SearchableProvider> {
  services: S[];
  providers: P[];
}

/** Shorter queries show the full lists (website.md §5). */
export const SITE_SEARCH_MIN_LENGTH = 2;

/** Filters the site's catalogues by a typed query, as the search overlay does (website.md §5). */
export function searchSite<S extends SearchableService, P extends SearchableProvider>(
  query: string,
  catalogues: { services: readonly S[]; providers: readonly P[] },
): SiteSearchResult<S, P> {
  const needle = query.trim().toLowerCase();
  if (needle.length < SITE_SEARCH_MIN_LENGTH) {
    return { services: [...catalogues.services], providers: [...catalogues.providers] };
  }
  const has = (text: string) => text.toLowerCase().includes(needle);
  return {
    services: catalogues.services.filter((s) => has(s.title) || has(s.description)),
    providers: catalogues.providers.filter((p) => has(p.name) || has(p.title)),
  };
}
