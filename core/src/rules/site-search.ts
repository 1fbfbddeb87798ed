import { expandSearchQuery, foldForSearch, type SearchExpansion } from './search-synonyms';

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
  /** The languages the provider speaks, by English name ("English, Spanish"): "español" finds them. */
  languages?: string;
}

/** A page the site search can find besides services and providers: concierge, IV therapy, locations, FAQ answers. */
export interface SearchablePage {
  id: string;
  title: string;
  description: string;
  /** Further words the page is found by (drip names, addresses, an FAQ answer); not shown. */
  text: string;
  link: string;
}

export interface SiteSearchResult<S extends SearchableService, P extends SearchableProvider> {
  services: S[];
  providers: P[];
}

export type SiteSearchGroup = 'services' | 'providers' | 'pages';

export interface GroupedSiteSearchResult<
  S extends SearchableService,
  P extends SearchableProvider,
  G extends SearchablePage,
> extends SiteSearchResult<S, P> {
  pages: G[];
  /** The groups that have results, best match first: what the overlay shows in order and Enter opens first. */
  order: SiteSearchGroup[];
}

/** Shorter queries show the full lists (website.md §5). */
const SITE_SEARCH_MIN_LENGTH = 2;

/** Words patients put around a provider's name that the catalogue does not spell the same way. */
const IGNORED_WORDS = new Set(['dr', 'dr.', 'doctor', 'md', 'do', 'np', 'fnp', 'fnp-c', 'fnp-bc', 'pa', 'pa-c', 'dnp', 'phd', 'rn']);

/**
 * The query as matched: trimmed, lower case, without "Dr." or credentials ("Dr. Kim" is "kim"). A query made
 * only of such words ("MD") is kept as typed, so it still finds what carries it.
 */
export function normalizeSearchQuery(query: string): string {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const kept = words.filter((word) => !IGNORED_WORDS.has(word.replace(/,$/, '')));
  return (kept.length > 0 ? kept : words).join(' ').replace(/,$/, '');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `needle` starts a word of `text` ("iv" starts "IV therapy", not "preventive"). */
function startsAWord(text: string, needle: string): boolean {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(needle)}`, 'iu').test(text);
}

function isWholeWord(text: string, needle: string): boolean {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(needle)}($|[^\\p{L}\\p{N}])`, 'iu').test(text);
}

/** 0 = whole word of the title, 1 = a word start in it, 2 = a word start elsewhere, 3 = inside a word. */
function rank(title: string, rest: string, needle: string): number {
  if (isWholeWord(title, needle)) return 0;
  if (startsAWord(title, needle)) return 1;
  return startsAWord(rest, needle) ? 2 : 3;
}

/** Stable sort by rank: equally good matches keep the catalogue's order. */
function byRank<T>(items: readonly T[], rankOf: (item: T) => number): { items: T[]; best: number } {
  const ranked = items.map((item, index) => ({ item, index, rank: rankOf(item) }));
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return { items: ranked.map((r) => r.item), best: ranked[0]?.rank ?? Number.POSITIVE_INFINITY };
}

/** The best rank among the terms a query stands for that start a word here; Infinity when none does. */
function termRank(title: string, rest: string, terms: readonly string[]): number {
  return Math.min(...terms.filter((t) => startsAWord(`${title} ${rest}`, t)).map((t) => rank(title, rest, t)));
}

const speaks = (provider: SearchableProvider, expansion: SearchExpansion) =>
  expansion.languages.some((language) => isWholeWord(foldForSearch(provider.languages ?? ''), language));

function searchRanked<S extends SearchableService, P extends SearchableProvider>(
  query: string,
  catalogues: { services: readonly S[]; providers: readonly P[] },
) {
  if (query.trim().length < SITE_SEARCH_MIN_LENGTH) {
    return { services: { items: [...catalogues.services], best: 0 }, providers: { items: [...catalogues.providers], best: 0 } };
  }
  const needle = normalizeSearchQuery(query);
  const expansion = expandSearchQuery(needle);
  // website.md §5: case-insensitive substring on service title or description, provider name or title; then what
  // the query stands for (search-synonyms.ts): a catalogue term, or a language a provider speaks.
  const has = (text: string) => text.toLowerCase().includes(needle);
  const hasTerm = (text: string) => expansion.terms.some((term) => startsAWord(text, term));
  return {
    services: byRank(
      catalogues.services.filter((s) => has(s.title) || has(s.description) || hasTerm(`${s.title} ${s.description}`)),
      (s) => Math.min(rank(s.title, s.description, needle), termRank(s.title, s.description, expansion.terms)),
    ),
    providers: byRank(
      catalogues.providers.filter((p) => has(p.name) || has(p.title) || speaks(p, expansion)),
      (p) => (speaks(p, expansion) ? 2 : rank(p.name, p.title, needle)),
    ),
  };
}

/**
 * Filters the site's catalogues by a typed query, as the search overlay does (website.md §5): substring
 * matches, word-start matches first.
 */
export function searchSite<S extends SearchableService, P extends SearchableProvider>(
  query: string,
  catalogues: { services: readonly S[]; providers: readonly P[] },
): SiteSearchResult<S, P> {
  const ranked = searchRanked(query, catalogues);
  return { services: ranked.services.items, providers: ranked.providers.items };
}

/**
 * searchSite plus a third group of pages. Pages match when every word of the query starts a word of their
 * title, description or text ("iv" finds the IV therapy page, not "preventive"); the groups come best match first.
 */
export function searchSiteWithPages<S extends SearchableService, P extends SearchableProvider, G extends SearchablePage>(
  query: string,
  catalogues: { services: readonly S[]; providers: readonly P[]; pages: readonly G[] },
): GroupedSiteSearchResult<S, P, G> {
  const ranked = searchRanked(query, catalogues);
  const short = query.trim().length < SITE_SEARCH_MIN_LENGTH;
  const words = normalizeSearchQuery(query).split(' ');
  const { terms } = expandSearchQuery(normalizeSearchQuery(query));
  const pageText = (page: G) => `${page.title} ${page.description} ${page.text}`;
  const byWords = (page: G) => words.every((word) => startsAWord(pageText(page), word));
  const byTerms = (page: G) => terms.some((term) => startsAWord(pageText(page), term));
  const pages = short
    ? { items: [...catalogues.pages], best: 0 }
    : byRank(
        catalogues.pages.filter((page) => byWords(page) || byTerms(page)),
        (page) =>
          byWords(page)
            ? Math.max(...words.map((word) => rank(page.title, `${page.description} ${page.text}`, word)))
            : termRank(page.title, `${page.description} ${page.text}`, terms),
      );
  const groups = { services: ranked.services, providers: ranked.providers, pages };
  const order = (['services', 'providers', 'pages'] as const)
    .filter((group) => groups[group].items.length > 0)
    .sort((a, b) => groups[a].best - groups[b].best);
  return { services: ranked.services.items, providers: ranked.providers.items, pages: pages.items, order };
}
