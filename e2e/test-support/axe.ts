import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe-core in the page against WCAG 2.1 A and AA and returns the violations. axe is evaluated through the
 * DevTools protocol: the site's CSP (script-src 'self') rightly blocks an injected <script>, and the pages are
 * tested under their real CSP.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Once per document: a scenario checks the same page at every step.
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // Bands far from the viewport are not rendered (content-visibility: auto, decision 73), and axe reads their
    // content as hidden: render every one for the check, so nothing off screen escapes it, then put them back.
    const skipped = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter(
      (e) => getComputedStyle(e).contentVisibility === 'auto',
    );
    for (const e of skipped) e.style.contentVisibility = 'visible';
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    for (const e of skipped) e.style.contentVisibility = '';
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

/** One line per violation, readable in a failed assertion. */
export function describeViolations(violations: AxeViolation[]): string[] {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
