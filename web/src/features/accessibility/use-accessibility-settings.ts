import { useCallback, useEffect, useState } from 'react';
import { stopSpeech, toggleSpeech } from './screen-reader';
import { browserStorage, readStoredModes, storeModes, type StoredModes } from './settings-storage';

/** The widget's three switches (website.md §3, "Accessibility settings"): the two stored modes and Screen Reader. */
export interface AccessibilitySettings extends StoredModes {
  screenReader: boolean;
}

const DEFAULT_SETTINGS: AccessibilitySettings = { highContrast: false, colorInversion: false, screenReader: false };

/** Classes on <html> that global.css turns into the visual modes. */
const MODE_CLASSES = { highContrast: 'a11y-high-contrast', colorInversion: 'a11y-color-inversion' } as const;

/** State and actions of the accessibility widget: independent toggles, speech, Reset All (website.md §4). */
export function useAccessibilitySettings() {
  const [settings, setSettings] = useState<AccessibilitySettings>(DEFAULT_SETTINGS);
  // The prerendered HTML has every mode off; the remembered ones apply once hydrated, so the markup matches.
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    setSettings((s) => ({ ...s, ...readStoredModes(browserStorage()) }));
    setRestored(true);
  }, []);

  useEffect(() => {
    if (restored) storeModes(browserStorage(), settings);
  }, [restored, settings]);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(MODE_CLASSES.highContrast, settings.highContrast);
    root.classList.toggle(MODE_CLASSES.colorInversion, settings.colorInversion);
  }, [settings.highContrast, settings.colorInversion]);

  const toggle = useCallback((key: 'highContrast' | 'colorInversion') => setSettings((s) => ({ ...s, [key]: !s[key] })), []);

  const toggleScreenReader = useCallback(() => {
    const turnOff = () => setSettings((s) => ({ ...s, screenReader: false }));
    const outcome = toggleSpeech(turnOff);
    setSettings((s) => ({ ...s, screenReader: outcome === 'reading' }));
  }, []);

  const reset = useCallback(() => {
    stopSpeech();
    setSettings(DEFAULT_SETTINGS);
  }, []);

  return { settings, toggle, toggleScreenReader, reset };
}
