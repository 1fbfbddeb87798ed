import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOT_TRANSLATED, textsOf } from '../test-support/page-texts';
import { renderApp } from '../test-support/render-app';

const SLOW = { timeout: 10_000 };

/** Words a language spells as English does. */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = { es: ['Blog', 'Diabetes'] };

describe.each(['es', 'hy'])('the %s page frame (header, menus, footer, not-found page)', (language) => {
  it('says nothing in English but names, addresses and brand words', async () => {
    const english = renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, SLOW);
    const source = new Set(textsOf(english.container, 'en'));
    english.unmount();

    const translated = renderApp(`/${language}/no-such-page`);
    await screen.findByRole('heading', { level: 1 }, SLOW);
    const same = SAME_AS_ENGLISH[language] ?? [];
    const left = textsOf(translated.container, language).filter(
      (text) => source.has(text) && !NOT_TRANSLATED.has(text) && !same.includes(text),
    );
    expect([...new Set(left)]).toEqual([]);
  });
});
