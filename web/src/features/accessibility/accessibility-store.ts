import type { SpeechOutcome } from './screen-reader';
import { browserStorage } from '../../lib/browser-storage';
import { readStoredModes, storeModes, type StoredModes } from './settings-storage';

/** The widget's three switches (website.md §3, "Accessibility settings"): the two stored modes and Screen Reader. */
export interface AccessibilitySettings extends StoredModes {
  screenReader: boolean;
}

const DEFAULT_SETTINGS: AccessibilitySettings = Object.freeze({ highContrast: false, colorInversion: false, screenReader: false });

/** Classes on <html> that global.css turns into the visual modes. */
const MODE_CLASSES = { highContrast: 'a11y-high-contrast', colorInversion: 'a11y-color-inversion' } as const;

let settings: AccessibilitySettings = DEFAULT_SETTINGS;
const listeners = new Set<() => void>();

function applyModes(next: AccessibilitySettings): void {
  const root = document.documentElement;
  root.classList.toggle(MODE_CLASSES.highContrast, next.highContrast);
  root.classList.toggle(MODE_CLASSES.colorInversion, next.colorInversion);
}

function update(patch: Partial<AccessibilitySettings>): void {
  settings = { ...settings, ...patch };
  applyModes(settings);
  storeModes(browserStorage(), settings);
  for (const listener of listeners) listener();
}

/**
 * One set of settings for the whole page (website.md §4), so the floating widget and a dialog's own accessibility
 * button show and change the same switches. The remembered modes are read when the first switch subscribes (after
 * hydration: the prerendered HTML has every mode off, so the markup matches).
 */
export const accessibilityStore = {
  subscribe(listener: () => void): () => void {
    if (listeners.size === 0) {
      settings = { ...readStoredModes(browserStorage()), screenReader: false };
      applyModes(settings);
    }
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): AccessibilitySettings => settings,
  /** What the prerendered page shows. */
  getServerSnapshot: (): AccessibilitySettings => DEFAULT_SETTINGS,

  toggle(key: keyof StoredModes): void {
    update({ [key]: !settings[key] });
  },
  /**
   * Reads the front layer or cancels the reading; the switch stays on while speech plays. The reader comes from the
   * panel's chunk (`screen-reader.ts`), so the page's first load does not carry it (decision 86).
   */
  toggleScreenReader(toggleSpeech: (onEnd: () => void) => SpeechOutcome): void {
    const outcome = toggleSpeech(() => update({ screenReader: false }));
    update({ screenReader: outcome === 'reading' });
  },
  reset(): void {
    if ('speechSynthesis' in window) window.speechSynthesis.cancel();
    update(DEFAULT_SETTINGS);
  },
};
