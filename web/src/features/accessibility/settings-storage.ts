/** The visual modes a visitor keeps between visits. Screen Reader is an action (speech), not a mode: never restored. */
export interface StoredModes {
  highContrast: boolean;
  colorInversion: boolean;
}

/** localStorage key of the remembered modes; they are display preferences, not patient data. */
export const MODES_STORAGE_KEY = 'accessibility-modes';

const NO_MODES: StoredModes = { highContrast: false, colorInversion: false };

/**
 * The remembered modes, or none. What storage holds is outside input: anything but the two booleans reads
 * as "off" (a hand-written check keeps zod out of the bundle every page loads for two flags).
 */
export function readStoredModes(storage: Pick<Storage, 'getItem'> | null): StoredModes {
  try {
    const value: unknown = JSON.parse(storage?.getItem(MODES_STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return NO_MODES;
    const record = value as Record<string, unknown>;
    return { highContrast: record.highContrast === true, colorInversion: record.colorInversion === true };
  } catch {
    return NO_MODES;
  }
}

/** Remembers the modes; a full or disabled storage (private browsing) only means they are not remembered. */
export function storeModes(storage: Pick<Storage, 'setItem'> | null, modes: StoredModes): void {
  try {
    storage?.setItem(MODES_STORAGE_KEY, JSON.stringify({ highContrast: modes.highContrast, colorInversion: modes.colorInversion }));
  } catch {
    // Best effort by design.
  }
}
