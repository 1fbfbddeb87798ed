import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runClinic } from '../../cli/src/test-support/built-cli';
import { axeViolations, describeViolations } from '../test-support/axe';
import { launchBrowser, showHomeTestimonials, type Browser } from '../test-support/browser';
import { freshDataDir, startServer } from '../test-support/server.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const NARROW = { width: 375, height: 740 };
// Markup and SQL-looking text: it must be stored inert and shown as text.
const HOSTILE = `<img src=x onerror="window.__pwned=1">Great <b>care</b>'); DROP TABLE testimonials;--`;

/** The built `clinic` as staff run it, against the server's DATA_DIR. */
const clinic = (args: string[], dataDir: string) => runClinic(args, { DATA_DIR: dataDir });

let browser: Browser;
let dataDir: string;
let server: { baseUrl: string; stop: () => Promise<void> } | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
  dataDir = freshDataDir(inject('demoDatabaseTemplate'));
  server = await startServer(repoRoot, { dataDir });
}, 150_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function open(path: string): Promise<Page> {
  const page = await browser.newPage(NARROW);
  await page.goto(`${server!.baseUrl}${path}`, { waitUntil: 'networkidle' });
  return page;
}

describe('patient feedback, from /feedback to the home page', () => {
  it('is sent from the form, survives a restart, is published with the CLI while the server runs, and shows as text on the home page', async () => {
    const form = await open('/feedback');
    expect(await axeViolations(form).then(describeViolations)).toEqual([]);
    await form.getByRole('radio', { name: 'Good' }).check();
    await form.getByRole('combobox', { name: /Which clinic/ }).selectOption('Burbank');
    await form.getByRole('textbox', { name: 'Your comments' }).fill(HOSTILE);
    await form.getByRole('button', { name: 'Send my feedback' }).click();
    await form.getByRole('heading', { name: 'Thank you for your feedback' }).waitFor();
    expect(await form.getByText('We received it').count()).toBe(1);
    await form.close();

    await server!.stop();
    server = await startServer(repoRoot, { dataDir });

    const listed = await clinic(['feedback', 'list', '--pending', '--json'], dataDir);
    expect(listed.code).toBe(0);
    const mine = JSON.parse(listed.stdout).feedback.find((f: { comment: string }) => f.comment === HOSTILE);
    expect(mine).toMatchObject({ rating: 4, clinic: 'Burbank', status: 'pending' });
    expect((await clinic(['feedback', 'publish', mine.id, '--name', 'Ellen P.'], dataDir)).code).toBe(0);

    const home = await open('/');
    await showHomeTestimonials(home);
    const card = home.locator('#testimonials article', { has: home.getByRole('heading', { name: 'Ellen P.' }) });
    // Newest first: the card is on the carousel's first page, its text cut at 120 characters, as text.
    expect(await card.locator('blockquote').textContent()).toContain('<img src=x onerror="window.__pwned=1">Great <b>care</b>');
    expect(await home.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await card.locator('blockquote img, blockquote b').count()).toBe(0);
    await home.close();
  }, 300_000);
});
