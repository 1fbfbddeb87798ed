import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test-support/render-app';

// Issue #37: the legal pages read their sections in the page's language (decision 98; the translations are the
// content branch's, English until they are merged), under a title in that language.
describe.each([
  ['/es/privacy-policy', 'POLÍTICA DE PRIVACIDAD', 'Política de privacidad | Foothill Primary Care'],
  ['/hy/terms', 'Պայմաններ և դրույթներ', 'Պայմաններ և դրույթներ | Foothill Primary Care'],
  ['/es/accessibility', 'Declaración de accesibilidad', 'Declaración de accesibilidad | Foothill Primary Care'],
])('%s', (path, h1, title) => {
  it('is titled in the page language', async () => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toHaveTextContent(h1);
    expect(document.title).toBe(title);
  });
});
