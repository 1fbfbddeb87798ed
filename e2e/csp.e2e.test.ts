import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { showHomeTestimonials, useBrowser } from './test-support/browser';
import { urlOf } from './test-support/site';

const browser = useBrowser();

/**
 * Content-security-policy violations Chromium reports for the page (DevTools "Issues"), as readable lines. Reading
 * them first makes a round trip on the same DevTools session, so every issue raised before it has been delivered.
 */
async function recordCspIssues(page: Page): Promise<() => Promise<string[]>> {
  const issues: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code !== 'ContentSecurityPolicyIssue') return;
    const d = issue.details.contentSecurityPolicyIssueDetails;
    issues.push(
      `${d?.contentSecurityPolicyViolationType} (${d?.violatedDirective}) at ${d?.sourceCodeLocation?.url ?? d?.blockedURL ?? '?'}`,
    );
  });
  await cdp.send('Audits.enable');
  return async () => {
    await cdp.send('Runtime.evaluate', { expression: '0' });
    return issues;
  };
}

describe('the site under its own content security policy', () => {
  it('runs the home page, the testimonials and the booking dialog without a single CSP violation', async () => {
    const page = await browser().newPage();
    const issues = await recordCspIssues(page);
    await page.goto(urlOf('/'), { waitUntil: 'networkidle' });
    await showHomeTestimonials(page);
    await page.getByRole('button', { name: 'BOOK AN APPOINTMENT' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Book Appointment' });
    await dialog.getByRole('button', { name: 'Choose a provider' }).click();
    await dialog.getByLabel('Location').selectOption({ label: 'Glendale' });
    await page.goto(urlOf('/testimonials'), { waitUntil: 'networkidle' });
    // The page has fetched and shown its testimonials (the loading status is gone): everything it runs has run.
    await page.getByText('Loading testimonials...').waitFor({ state: 'detached' });
    expect(await issues()).toEqual([]);
    await page.close();
  });
});
