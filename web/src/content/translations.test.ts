import { describe, expect, it } from 'vitest';
import { formatAddress, locations } from './locations';
import { DEGREES, HOSPITALS, SCHOOLS } from './provider-schools';
import { EMAIL, PHONE_DISPLAY, SITE_NAME } from './site';

// Translated content modules (issue #37): `<name>.es.ts` and `<name>.hy.ts` beside the English `<name>.ts`, with the
// same exports and shapes; only the words change. A file wt-pages or anyone adds later is covered by the globs.
type Module = Record<string, unknown>;
const ENGLISH = import.meta.glob<Module>(['./**/*.ts', '!./**/*.{es,hy}.ts', '!./**/*.test.ts']);
const TRANSLATIONS = import.meta.glob<Module>('./**/*.{es,hy}.ts');
const SOURCES = import.meta.glob<string>('./**/*.{es,hy}.ts', { query: '?raw', import: 'default', eager: true });
const TRANSLATED = /\.(es|hy)\.ts$/;

/** Values every language writes as English does; a text naming one in English names it in its translation too. */
const KEPT = [SITE_NAME, PHONE_DISPLAY, EMAIL, ...locations.map(formatAddress), ...Object.values(SCHOOLS), ...Object.values(HOSPITALS)];
/** Names, brand words and abbreviations an Armenian text may write in Latin letters (besides KEPT). */
const LATIN_IN_ARMENIAN = [
  ...['WCAG', 'AA', 'IP', 'SSL', 'Secure Sockets Layer', 'HEPA', 'A1C', 'B', 'C'],
  ...['AARP', 'Aetna', 'Cigna', 'HealthNet', 'Medicare', 'Tricare', 'UnitedHealthcare', 'Practice Web Solutions, Inc.'],
  // Treatments and tests by their brand or international names.
  ...['COVID', 'Morpheus8', 'Morpheus', 'Emsculpt NEO', 'Juvederm', 'Suboxone', 'Sublocade', 'PrEP', 'VO'],
  // The providers' degrees and credentials by their abbreviations.
  ...DEGREES,
];
/** English texts a translation may leave as they are (a name is the same in every language). */
const SAME_AS_ENGLISH: readonly string[] = ['Diabetes', 'Zinc', 'Morpheus8', 'Emsculpt NEO'];
/** Fields that are not text (ids, slugs, paths, dates, images): identical in every language. */
const NOT_TEXT = new Set(['id', 'slug', 'link', 'href', 'to', 'image', 'published', 'icon', 'heroImage', 'category']);
const LOOKS_NOT_TEXT = /^(\/|https?:|mailto:|tel:|\d{4}-\d{2}-\d{2}$)/;
/** Fields mapping a phrase of the text beside them to a site path (FaqItem.links): phrases translated, paths kept. */
const PHRASE_MAPS = new Set(['links']);
/** Exports only a translation has: the legal documents' line saying the English version governs. */
const TRANSLATION_ONLY = ['GOVERNING_NOTE'];
const REVIEW_FLAG = /^\/\/.*(Not reviewed by a fluent reviewer|Approved by a fluent reviewer)/m;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWord = (word: string) => new RegExp(`(?<!\\p{L})${escapeRegExp(word)}(?!\\p{L})`, 'gu');
const withoutKept = (text: string) => KEPT.reduce((rest, value) => rest.replaceAll(value, ' '), text);

/** The numbers a translation writes, kept values aside. */
const numbersIn = (text: string) => new Set(withoutKept(text).match(/\d+/g) ?? []);

/** The numbers an English text gives, each with the spellings a translation may use: "1:00 PM" may be "13:00". */
function englishNumbers(text: string): string[][] {
  const numbers: string[][] = [];
  const rest = withoutKept(text).replace(/\b(\d{1,2}):(\d{2}) ?([AP])M\b/g, (_, hour: string, minutes: string, half: string) => {
    numbers.push([hour, half === 'P' && hour !== '12' ? String(Number(hour) + 12) : hour], [minutes]);
    return ' ';
  });
  return [...numbers, ...(rest.match(/\d+/g) ?? []).map((number) => [number])];
}

/** What is wrong with one translated text, given its English. */
function textProblems(english: string, translated: string, language: string, where: string): string[] {
  if (!translated.trim()) return [`${where}: empty`];
  const problems: string[] = [];
  if (translated === english && !SAME_AS_ENGLISH.includes(english)) problems.push(`${where}: left in English`);
  for (const value of KEPT) if (english.includes(value) && !translated.includes(value)) problems.push(`${where}: lost "${value}"`);
  const numbers = numbersIn(translated);
  for (const spellings of englishNumbers(english))
    if (!spellings.some((number) => numbers.has(number))) problems.push(`${where}: lost the number ${spellings[0]}`);
  if (language === 'hy') {
    const allowed = [...KEPT, ...LATIN_IN_ARMENIAN].sort((a, b) => b.length - a.length);
    const foreign = allowed.reduce((rest, word) => rest.replace(wholeWord(word), ' '), translated).match(/[^\P{L}\u0530-\u058f]+/gu);
    if (foreign) problems.push(`${where}: not in Armenian letters: ${foreign.join(' ')}`);
  }
  return problems;
}

/** Every difference of shape, kept value or text between an English value and its translation. */
function problemsOf(english: unknown, translated: unknown, language: string, where: string, key = ''): string[] {
  if (typeof english !== typeof translated || Array.isArray(english) !== Array.isArray(translated))
    return [`${where}: not the same kind of value`];
  if (typeof english === 'string') {
    if (NOT_TEXT.has(key) || LOOKS_NOT_TEXT.test(english)) return english === translated ? [] : [`${where}: changed "${english}"`];
    return textProblems(english, translated as string, language, where);
  }
  if (Array.isArray(english)) {
    const list = translated as unknown[];
    if (list.length !== english.length) return [`${where}: ${list.length} items, English has ${english.length}`];
    return english.flatMap((item, index) => problemsOf(item, list[index], language, `${where}[${index}]`, key));
  }
  if (english && typeof english === 'object') {
    const source = english as Module;
    const target = translated as Module;
    if (Object.keys(source).sort().join() !== Object.keys(target).sort().join()) return [`${where}: other keys than English`];
    return Object.keys(source).flatMap((field) =>
      PHRASE_MAPS.has(field)
        ? phraseMapProblems(source[field] as Module, target[field] as Module, target, language, `${where}.${field}`)
        : problemsOf(source[field], target[field], language, `${where}.${field}`, field),
    );
  }
  return typeof english === 'function' || english === translated ? [] : [`${where}: changed ${String(english)}`];
}

function phraseMapProblems(english: Module, translated: Module, owner: Module, language: string, where: string): string[] {
  if (Object.values(english).join() !== Object.values(translated).join()) return [`${where}: not the same paths in the same order`];
  const texts = Object.values(owner).filter((value): value is string => typeof value === 'string');
  return Object.keys(translated).flatMap((phrase, index) => [
    ...textProblems(Object.keys(english)[index]!, phrase, language, `${where} "${phrase}"`),
    ...(texts.some((text) => text.includes(phrase)) ? [] : [`${where}: "${phrase}" is in none of its texts`]),
  ]);
}

const englishPathOf = (path: string) => path.replace(TRANSLATED, '.ts');
const translationPaths = Object.keys(TRANSLATIONS).sort();

describe('translated content', () => {
  it('has both translations of every English module that has one, and an English module for each', () => {
    const translated = new Set(translationPaths.map(englishPathOf));
    expect([...translated].filter((path) => !(path in ENGLISH))).toEqual([]);
    const missing = [...translated].flatMap((path) =>
      ['es', 'hy'].map((language) => path.replace(/\.ts$/, `.${language}.ts`)).filter((path) => !(path in TRANSLATIONS)),
    );
    expect(missing).toEqual([]);
  });

  it.each(translationPaths)('%s says in its header whether a fluent reviewer approved it', (path) => {
    const source = SOURCES[path]!;
    expect(source.slice(0, source.search(/^(?!\/\/)/m))).toMatch(REVIEW_FLAG);
  });

  it.each(translationPaths)('%s has the English exports, shapes and values, every text translated', async (path) => {
    const language = TRANSLATED.exec(path)![1]!;
    const english = await ENGLISH[englishPathOf(path)]!();
    const translated = await TRANSLATIONS[path]!();
    const names = Object.keys(translated).filter((name) => !TRANSLATION_ONLY.includes(name));
    expect(names.sort()).toEqual(Object.keys(english).sort());
    expect(names.flatMap((name) => problemsOf(english[name], translated[name], language, name))).toEqual([]);
    const only = TRANSLATION_ONLY.filter((name) => name in translated);
    expect(only.flatMap((name) => problemsOf('', translated[name], language, name))).toEqual([]);
  });

  it.each(translationPaths.filter((path) => path.startsWith('./legal/')))('%s says the English version governs', async (path) => {
    expect((await TRANSLATIONS[path]!()).GOVERNING_NOTE).toEqual(expect.any(String));
  });
});
