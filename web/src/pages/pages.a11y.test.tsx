// The testimonials page imports the core lazily; loading it here first keeps that import from outliving a test
// (vitest tears the environment down under a still-pending dynamic import otherwise).
import '@clinic/core';
import { cleanup } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGES } from '../test-support/page-cases';
import { renderPage } from '../test-support/render-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// jsdom has no layout, so colour contrast is left to the browser suite; every other WCAG 2.1 A/AA rule runs here.
const WCAG_21_AA = { runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, iframes: false };

describe('content pages accessibility', () => {
  it.each(PAGES)('$path has no WCAG 2.1 AA violation that axe-core can see without layout', async ({ Page, path, pattern }) => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const { container } = renderPage(Page, path, pattern);
    const results = await axe.run(container, WCAG_21_AA);
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
