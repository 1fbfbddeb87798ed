import { DEMO_MODE_ATTRIBUTE } from '@clinic/core';

/**
 * True on the demo server, which marks `<html>` in the served page before any script runs (decision 15). The
 * web bundle is the same for both modes, so this is read at run time, never decided at build time.
 */
export function isDemoSite(root: Element = document.documentElement): boolean {
  return root.getAttribute(DEMO_MODE_ATTRIBUTE.name) === DEMO_MODE_ATTRIBUTE.value;
}
