import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden], [inert]'));
}

/**
 * Keeps Tab and Shift+Tab inside `ref`, closes on Escape, locks the page's scroll, and gives focus back
 * to whatever had it when the trap was set up (the button that opened the dialog).
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, onEscape: () => void, lockScroll = true): void {
  const escape = useRef(onEscape);
  escape.current = onEscape;
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    if (lockScroll) document.body.style.overflow = 'hidden';
    (root.querySelector<HTMLElement>('[data-autofocus]') ?? root).focus();

    const onKey = (event: KeyboardEvent) => {
      // A nested dialog or popup inside handled the key already.
      if (event.defaultPrevented) return;
      // Escape inside a nested dialog (the date picker) is that dialog's: this native listener runs before
      // React's handler on the nested one, so defaultPrevented alone cannot tell.
      const nested = event.target instanceof Element ? event.target.closest('[role="dialog"]') : null;
      if (event.key === 'Escape' && nested && nested !== root) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    root.addEventListener('keydown', onKey);
    return () => {
      root.removeEventListener('keydown', onKey);
      if (lockScroll) document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [ref, lockScroll]);
}
