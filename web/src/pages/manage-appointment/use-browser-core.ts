import { OFFICE_PHONE } from '@clinic/core';
import { useEffect, useState } from 'react';
import { loadBrowserCore } from '../../features/booking/browser-core';
import type { WebCore } from '../../features/booking/hooks/web-core';
import { t } from '../../i18n/catalog';

export type PortsState = { status: 'ready'; core: WebCore } | { status: 'loading' } | { status: 'failed'; message: string; retry(): void };

/**
 * The browser's ports for the time step, loaded as soon as this step shows (the patient may well reschedule); a
 * failed download is offered again on `retry`. `load` is the lazy chunk's loader (tests pass their own).
 */
export function useBrowserCore(given: WebCore | undefined, load: () => Promise<WebCore> = loadBrowserCore): PortsState {
  const [core, setCore] = useState<WebCore | undefined>(given);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (core) return;
    let live = true;
    load().then(
      (loaded) => live && setCore(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [core, attempt, load]);
  if (core) return { status: 'ready', core };
  if (failed)
    return {
      status: 'failed',
      message: t('manage.timesFailed', { phone: OFFICE_PHONE }),
      retry: () => {
        setFailed(false);
        setAttempt((n) => n + 1);
      },
    };
  return { status: 'loading' };
}
