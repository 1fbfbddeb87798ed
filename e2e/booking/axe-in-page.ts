import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { axeViolations, type AxeViolation } from '../support/axe';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** support/axe's check, with axe injected by evaluate: the site's CSP (script-src 'self') blocks an inline script tag. */
export async function axeViolationsUnderCsp(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  const addScriptTag = page.addScriptTag.bind(page);
  // axe is already there; the shared helper's own injection becomes a no-op.
  page.addScriptTag = (async () => null) as unknown as typeof page.addScriptTag;
  try {
    return await axeViolations(page);
  } finally {
    page.addScriptTag = addScriptTag;
  }
}
