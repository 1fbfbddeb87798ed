import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { mediaQueryList } from './media-query';

// jsdom implements neither scrolling nor media queries; tests that care override these.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
if (!window.matchMedia) window.matchMedia = mediaQueryList(false);

afterEach(() => {
  cleanup();
  document.documentElement.className = '';
  document.body.className = '';
});
