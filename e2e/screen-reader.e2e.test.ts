import { describe, expect, it } from 'vitest';
import { useBrowser } from './test-support/browser';
import { urlOf } from './test-support/site';

const browser = useBrowser();

describe('the Screen Reader toggle in a real browser', () => {
  it('reads the home page from its first visible words, block by block, without JSON-LD or button labels', async () => {
    const page = await browser().newPage({ width: 1280, height: 900 });
    // Headless Chromium has no voices: a recording stand-in keeps what would be spoken.
    await page.addInitScript(() => {
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
});
