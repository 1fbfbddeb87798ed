import { describe, expect, it } from 'vitest';
import { englishLeft, renderedTexts } from '../test-support/page-texts';

describe.each(['es', 'hy'])('the %s page frame (header, menus, footer, not-found page)', (language) => {
  it('says nothing in English but names, addresses and brand words', async () => {
    const english = await renderedTexts('/no-such-page', 'en');
    const translated = await renderedTexts(`/${language}/no-such-page`, language);
    expect(englishLeft(language, translated.texts, english.texts)).toEqual([]);
  });
});
