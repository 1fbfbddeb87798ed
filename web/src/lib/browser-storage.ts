/**
 * window.localStorage, or null where reading it throws (storage disabled by the browser). What the site keeps there
 * are display preferences (accessibility modes, the language chosen), never patient data.
 */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
