import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './test-support/browser';
import { tabTo } from './test-support/booking/keyboard';
import { urlOf } from './test-support/site';

const browser = useBrowser();

/** Headless Chromium has no voices: a recording stand-in keeps what would be spoken. */
const recordSpeech = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __spoken: string[] };
    w.__spoken = [];
    class RecordingUtterance {
      onend: (() => void) | null = null;
      constructor(public text: string) {}
    }
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: RecordingUtterance });
    Object.defineProperty(window, 'speechSynthesis', {
      value: { speaking: false, cancel() {}, speak: (u: RecordingUtterance) => w.__spoken.push(u.text) },
    });
  });

describe('the Screen Reader toggle in a real browser', () => {
  it('reads the home page from its first visible words, block by block, without JSON-LD or button labels', async () => {
    const page = await browser().newPage({ width: 1280, height: 900 });
    await recordSpeech(page);
    await page.goto(urlOf('/'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Accessibility options' }).click();
    await page.getByRole('switch', { name: 'Screen Reader' }).click();
    const spoken = await page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken[0] ?? '');
    expect(spoken.split('\n').slice(0, 3)).toEqual([
      'Primary care in Glendale, Burbank & La Canada.',
      'ELEVATE YOUR HEALTH WITH EXPERT CARE.',
      expect.stringMatching(/^11 board-certified physicians/),
    ]);
    expect(spoken).not.toContain('schema.org');
    expect(spoken).not.toContain('MEET OUR DOCTORSBOOK AN APPOINTMENT');
    expect(spoken).not.toContain('BOOK AN APPOINTMENT');
    await page.close();
  });

  // Issue #35 point 4: with the booking dialog open, the toggle read the home page's hero behind it.
  it('reads the open booking dialog, from its own accessibility button, reached by keyboard inside the dialog', async () => {
    const page = await browser().newPage({ width: 375, height: 740 });
    await recordSpeech(page);
    await page.goto(urlOf('/'), { waitUntil: 'networkidle' });
    await page.locator('header').getByRole('button', { name: 'BOOK ONLINE' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Appointment' });
    await dialog.getByRole('button', { name: 'Choose a provider' }).waitFor();
    const button = dialog.getByRole('button', { name: 'Accessibility options' });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await dialog.getByRole('switch', { name: 'Screen Reader' }).click();
    const spoken = await page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken[0] ?? '');
    expect(spoken.split('\n')[0]).toBe('Book Appointment.');
    expect(spoken).not.toContain('ELEVATE YOUR HEALTH');
    expect(spoken).not.toMatch(/^Accessibility\.$/m);
    // The panel's Escape closes the panel, not the dialog; focus stays in the dialog.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.getByRole('region', { name: 'Accessibility options' }).count()).toBe(0);
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });
});
