import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import * as pageContent from '../content/page-content';
import { loadSiteContent } from '../content/site-content';
import { LANGUAGES } from '../i18n/languages';
import { activateEnglish } from './catalogs';
import { mediaQueryList } from './media-query';

// Components speak the page's language; tests read the English pages unless they activate another. The frame's
// content (the menus' service names) is in for every language, and the pages' content in English, as the app loads
// them before a page renders (decision 98): a test may render a page component on its own.
activateEnglish();
await Promise.all([
  ...LANGUAGES.map((language) => loadSiteContent(language)),
  ...Object.values(pageContent).map((content) => content.load('en')),
]);

// jsdom implements neither scrolling nor media queries; tests that care override these.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
if (!window.matchMedia) window.matchMedia = mediaQueryList(false);

// Files share one jsdom (vitest.config.ts): each test leaves the page as the next one expects to find it.
afterEach(() => {
  cleanup();
  activateEnglish();
  // What a test rendered without Testing Library (a page's own root, a portal) and a scroll lock it left.
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    element.className = '';
    element.removeAttribute('style');
  }
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
