import { coreMessage } from '@clinic/core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './test-support/axe';
import { useBrowser } from './test-support/browser';
import { site, urlOf } from './test-support/site';

const browser = useBrowser();

describe('axe-core, WCAG 2.1 A and AA', () => {
  it('reports no violation on any route, nor on the not-found page, and every one shows the demo banner', async () => {
    const page = await browser().newPage();
    const failures: string[] = [];
    // Every route in every language (issue #37): three times the pages, hence the longer timeout.
    for (const route of [...site.routes, '/no-such-page', '/es/no-such-page', '/hy/no-such-page']) {
      await page.goto(urlOf(route), { waitUntil: 'networkidle' });
      failures.push(...describeViolations(await axeViolations(page)).map((line) => `${route}: ${line}`));
      // The tests run the demo: after hydration its banner is still there, visible, a named landmark, with no way to close it.
      const language = /^\/(es|hy)(?=\/|$)/.exec(route)?.[1] ?? 'en';
      const banner = page.getByRole('complementary', { name: coreMessage(language, 'demo.label') });
      const shown =
        (await banner.count()) === 1 && (await banner.isVisible()) && (await banner.innerText()) === coreMessage(language, 'demo.notice');
      if (!shown) failures.push(`${route}: the demo banner is missing or hidden`);
      if (shown && (await banner.getByRole('button').count()) > 0) failures.push(`${route}: the demo banner can be dismissed`);
    }
    await page.close();
    expect(failures).toEqual([]);
  }, 1_800_000);
});
