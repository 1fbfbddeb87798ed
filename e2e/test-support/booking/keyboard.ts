import type { Locator, Page } from 'playwright-core';

// A short timeout: the target must already be on screen, Tab does not wait for it.
const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement, undefined, { timeout: 5_000 });

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user walks the page. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached ${target}; focus is on ${focused}`);
}

/** Moves a focused dropdown with the arrow keys until the option `label` is chosen. */
export async function arrowToOption(page: Page, select: Locator, label: string, { key = 'ArrowDown', max = 120 } = {}): Promise<void> {
  const chosen = () => select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.label);
  for (let i = 0; i < max; i += 1) {
    if ((await chosen()) === label) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${max} presses of ${key} never chose "${label}" (now "${await chosen()}")`);
}

/** The element that has the keyboard focus, described for an assertion message. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''}` : 'none';
  });
}
