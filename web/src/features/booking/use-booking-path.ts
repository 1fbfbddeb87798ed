import { useEffect, useRef, useState, type RefObject } from 'react';

/** How the patient reaches a time: the soonest times the dialog opens on, or the search screen of booking.md §2. */
export type BookingPath = 'time_first' | 'by_provider';

/**
 * Step 1's path, and the focus when it changes: switching unmounts the button pressed, so the focus goes to where
 * the other screen starts (the search screen's first field, or the times' heading), never to the page.
 */
export function useBookingPath(root: RefObject<HTMLElement | null>): [BookingPath, (path: BookingPath) => void] {
  const [path, setPath] = useState<BookingPath>('time_first');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = root.current?.querySelector<HTMLElement>(path === 'by_provider' ? '#booking-location' : '#soonest-times-title');
    if (path === 'time_first') target?.setAttribute('tabindex', '-1');
    target?.focus();
  }, [path, root]);
  return [path, setPath];
}
