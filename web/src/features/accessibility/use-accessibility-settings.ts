import { useSyncExternalStore } from 'react';
import { accessibilityStore } from './accessibility-store';

/** The page's accessibility settings and their actions; every component using it sees the same switches. */
export function useAccessibilitySettings() {
  const settings = useSyncExternalStore(accessibilityStore.subscribe, accessibilityStore.getSnapshot, accessibilityStore.getServerSnapshot);
  const { toggle, toggleScreenReader, reset } = accessibilityStore;
  return { settings, toggle, toggleScreenReader, reset };
}
