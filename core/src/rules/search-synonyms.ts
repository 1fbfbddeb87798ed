/**
 * What patients type that the catalogues do not say (issue #35): each phrase also finds what its terms find.
 * Terms are words the site's own texts use, so the table names no page and cannot drift from one.
 */
const SYNONYMS: ReadonlyArray<{ phrases: readonly string[]; terms: readonly string[] }> = [
  { phrases: ['blood test', 'blood tests', 'blood work', 'bloodwork', 'lab test', 'lab tests', 'labs'], terms: ['laboratory'] },
  { phrases: ['walk in', 'walkin', 'same day'], terms: ['sick visits', 'urgent care'] },
  // No page is about telehealth yet: the FAQ answer on scheduling is where a patient learns how to book one.
  { phrases: ['telehealth', 'telemedicine', 'video visit', 'video call', 'virtual visit'], terms: ['schedule an appointment'] },
  { phrases: ['weekend', 'weekends', 'saturday', 'sunday', 'open today'], terms: ['hours'] },
  { phrases: ['price', 'prices', 'pricing', 'cost', 'costs', 'how much'], terms: ['concierge', 'iv therapy'] },
];

/** Languages by the English name the provider catalogue uses, and what a patient may type for each. */
const LANGUAGES: ReadonlyArray<{ language: string; names: readonly string[] }> = [
  { language: 'english', names: ['english'] },
  { language: 'spanish', names: ['spanish', 'español', 'castellano'] },
  { language: 'armenian', names: ['armenian', 'հայերեն', 'hayeren'] },
  { language: 'russian', names: ['russian', 'русский'] },
  { language: 'korean', names: ['korean', '한국어'] },
  { language: 'tamil', names: ['tamil', 'தமிழ்'] },
  { language: 'hindi', names: ['hindi', 'हिन्दी', 'हिंदी'] },
];

/** Lower case without accents ("Español" is "espanol"), hyphens as spaces ("walk-in" is "walk in"). */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[-\u2010-\u2015]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The query's extra meaning: catalogue terms it stands for, and languages (English names) it names. */
export interface SearchExpansion {
  terms: string[];
  languages: string[];
}

const containsPhrase = (query: string, phrase: string) => ` ${query} `.includes(` ${foldForSearch(phrase)} `);

/** What a normalized query also means, from the synonym and language tables; empty lists when nothing applies. */
export function expandSearchQuery(query: string): SearchExpansion {
  const folded = foldForSearch(query);
  const terms = SYNONYMS.filter((s) => s.phrases.some((p) => containsPhrase(folded, p))).flatMap((s) => s.terms);
  const languages = LANGUAGES.filter((l) => l.names.some((n) => containsPhrase(folded, n))).map((l) => l.language);
  return { terms, languages };
}
