import type { Locator, Page } from 'playwright-core';

/** How the focused control's focus mark looks, as WCAG 2.2's focus appearance judges it. */
export interface FocusRing {
  /** Names the element for this page's life, so a lap of the Tab cycle knows when it is back at its start. */
  id: string;
  /** The focused element, described ("button 8:00 AM, Monday, December 1"). */
  control: string;
  /** The outline's style and width in CSS px, on the control or the ancestor that draws it (:focus-within). */
  style: string;
  width: number;
  /** Contrast of the outline against the background it is drawn on. */
  contrast: number;
  /** The two colours compared. */
  colors: string;
  /** Whether a scrolling ancestor cuts part of the outline off (a clipped ring reads as a faint line). */
  clipped: boolean;
}

/** Reads the focus mark of whatever has the focus now. */
export function focusRing(page: Page): Promise<FocusRing> {
  return page.evaluate(async () => {
    const focused = document.activeElement as HTMLElement;
    const counter = window as unknown as { ringIds?: number };
    if (!focused.dataset.ringId) focused.dataset.ringId = String((counter.ringIds = (counter.ringIds ?? 0) + 1));
    // Radios visually hidden inside a segment draw their mark on the segment (:focus-within).
    let drawer: HTMLElement = focused;
    const unseen = (el: HTMLElement) => getComputedStyle(el).opacity === '0' || el.getBoundingClientRect().width <= 1;
    for (let el: HTMLElement | null = focused, up = 0; el && up < 3; el = el.parentElement, up++) {
      if (getComputedStyle(el).outlineStyle !== 'none' && !unseen(el)) {
        drawer = el;
        break;
      }
    }
    // A control may animate into its focused look (a colour transition): read it once that has ended.
    await Promise.all(drawer.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    const style = getComputedStyle(drawer);
    const width = parseFloat(style.outlineWidth) || 0;
    const reach = width + (parseFloat(style.outlineOffset) || 0);
    const box = drawer.getBoundingClientRect();
    const ring = { left: box.left - reach, top: box.top - reach, right: box.right + reach, bottom: box.bottom + reach };
    let clipped = false;
    let background = 'rgb(255, 255, 255)';
    let backgroundFound = false;
    for (let el = drawer.parentElement; el; el = el.parentElement) {
      const s = getComputedStyle(el);
      if (!backgroundFound && s.backgroundColor !== 'rgba(0, 0, 0, 0)' && s.backgroundColor !== 'transparent') {
        background = s.backgroundColor;
        backgroundFound = true;
      }
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const r = el.getBoundingClientRect();
      const inner = { left: r.left + el.clientLeft, top: r.top + el.clientTop };
      const right = inner.left + el.clientWidth;
      const bottom = inner.top + el.clientHeight;
      if (ring.left < inner.left - 0.5 || ring.top < inner.top - 0.5 || ring.right > right + 0.5 || ring.bottom > bottom + 0.5)
        clipped = true;
    }
    const luminance = (color: string) => {
      const [r, g, b] = (color.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((c) => {
        const v = Number(c) / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [light, dark] = [luminance(style.outlineColor), luminance(background)].sort((a, b) => b - a);
    const label = focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40) ?? '';
    return {
      id: focused.dataset.ringId,
      control: `${focused.tagName.toLowerCase()} ${label}`,
      style: style.outlineStyle,
      width,
      contrast: (light! + 0.05) / (dark! + 0.05),
      colors: `${style.outlineColor} on ${background}`,
      clipped,
    };
  });
}

/** Whether an element lies wholly inside the window (nothing of it below the fold or above the top). */
export function wholeInWindow(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= -0.5 && r.bottom <= window.innerHeight + 0.5;
  });
}
