import { activeLanguage } from '../i18n/catalog';
import { promiseForUse } from '../lib/promise-for-use';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';

// Every translation beside its English module (`faq.ts` → `faq.es.ts`, `faq.hy.ts`), each a chunk of its own that
// only a page in that language downloads (decision 98).
const translations = import.meta.glob(['./**/*.es.ts', './**/*.hy.ts']);

/** Runs a chunk's import: pages pass their retrying loader (app/chunk-loading.ts). */
export type ImportRunner = <Module>(load: () => Promise<Module>) => Promise<Module>;

/** Content a page reads in its language, downloaded with the page's chunk and before the page renders. */
export interface LocalizedContent<Module> {
  /** Downloads the content in `language`: its translation, or English while there is none yet. */
  load(language: Language, run?: ImportRunner): Promise<Module>;
  isLoaded(language: Language): boolean;
  /** The file `load` reads for `language`, as the build's manifest names it (the prerender lists its chunk). */
  source(language: Language): string;
  /** The content in the page's language, which `load` brought in before the page rendered. */
  current(): Module;
  /**
   * The content in the page's language for React's `use`, inside a Suspense boundary: a part of the page below the
   * fold reads it so, and it leaves the first load. The prerender waits for it; hydration keeps that part's server
   * HTML until it is in. One promise per language, marked fulfilled once in, so `use` then returns at once.
   */
  ready(): Promise<Module>;
}

const direct: ImportRunner = (load) => load();

/**
 * A content module with its translations: `path` is its file under content/ without `.ts` (`home/why-us`),
 * `english` imports it. The translations export the same names with the same types, so a page reads one shape.
 */
export function localizedContent<Module>(path: string, english: () => Promise<Module>): LocalizedContent<Module> {
  const loaded = new Map<Language, Module>();
  const promises = new Map<Language, Promise<Module>>();
  const translated = (language: Language) => (language === DEFAULT_LANGUAGE ? undefined : `./${path}.${language}.ts`);
  const translationOf = (language: Language) => {
    const file = translated(language);
    return file ? (translations[file] as (() => Promise<Module>) | undefined) : undefined;
  };
  const load = async (language: Language, run: ImportRunner = direct) => {
    const known = loaded.get(language);
    if (known) return known;
    const module = await run(translationOf(language) ?? english);
    loaded.set(language, module);
    return module;
  };
  const ready = (language: Language) =>
    promiseForUse(
      promises,
      language,
      () => (loaded.has(language) ? { value: loaded.get(language)! } : undefined),
      () => load(language),
    );
  return {
    load,
    isLoaded: (language) => loaded.has(language),
    source: (language) => `src/content/${translationOf(language) ? `${path}.${language}` : path}.ts`,
    current() {
      const language = activeLanguage();
      const module = loaded.get(language);
      // A page that rendered without it would show English and then change at hydration: load it first (lazy-page.ts).
      if (!module) throw new Error(`The content "${path}" in "${language}" was not loaded before the page rendered`);
      return module;
    },
    ready: () => ready(activeLanguage()),
  };
}
