import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach } from 'vitest';
import { OPEN_APPOINTMENT_DIALOG } from '../lib/open-appointment-dialog';
import { installMatchMedia } from './fake-match-media';

afterEach(cleanup);

/** Renders a home section inside a router at a given viewport width (1280 unless told). */
export function renderAt(ui: ReactElement, viewport: { width?: number; reducedMotion?: boolean } = {}) {
  const setViewport = installMatchMedia({ width: viewport.width ?? 1280, reducedMotion: viewport.reducedMotion ?? false });
  return { ...render(<MemoryRouter>{ui}</MemoryRouter>), setViewport };
}

/** Counts the openAppointmentDialog events the window receives from now on. */
export function countDialogOpens(): { readonly count: number } {
  const counter = { count: 0 };
  window.addEventListener(OPEN_APPOINTMENT_DIALOG, () => {
    counter.count += 1;
  });
  return counter;
}
