import { useEffect, useRef } from 'react';

// A mark in the history entry's state: no address change, nothing about the patient.
const MARK = 'bookingDetailsGuard';

function onGuardEntry(): boolean {
  return (window.history.state as Record<string, unknown> | null)?.[MARK] === true;
}

/**
 * While `active` (the dialog's steps 2 and 3, with details a patient typed), the browser's Back asks before it
 * loses them (issue 19 item 13). One history entry is pushed on the way in: a copy of the current entry's state
 * (the router's key and index, so the site's navigation is unaffected) with a mark, at the same address. Back pops
 * it: `confirmLeave()` decides, and staying pushes it again. Leaving steps 2-3 any other way removes it, so Back
 * at step 1 and after the confirmation is the browser's as before.
 */
export function useBackGuard(active: boolean, confirmLeave: () => boolean, onLeave: () => void): void {
  const latest = useRef({ confirmLeave, onLeave });
  latest.current = { confirmLeave, onLeave };
  useEffect(() => {
    if (!active) return;
    const arm = () => {
      if (!onGuardEntry()) window.history.pushState({ ...(window.history.state as object | null), [MARK]: true }, '');
    };
    arm();
    const onPopState = () => {
      if (onGuardEntry()) return;
      if (latest.current.confirmLeave()) latest.current.onLeave();
      else arm();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (onGuardEntry()) window.history.back();
    };
  }, [active]);
}
