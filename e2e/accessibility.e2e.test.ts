import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { site, urlOf } from './support/site';

const browser = useBrowser();

describe('axe-core, WCAG 2.1 A and AA', () => {
  it('reports no violation on any route, nor on the not-found page', async () => {
    const page = await browser().newPage();
    const failures: string[] = [];
    for (const route of [...site.routes, '/no-such-page']) {
      await page.goto(urlOf(route), { waitUntil: 'networkidle' });
      failures.push(...describeViolations(await axeViolations(page)).map((line) => `${route}: ${line}`));
    }
    await page.close();
    expect(failures).toEqual([]);
  }, 600_000);
});
