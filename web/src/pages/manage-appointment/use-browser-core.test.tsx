import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixtureCore } from '../../test-support/booking-harness';
import { activateCatalog } from '../../test-support/catalogs';
import { useBrowserCore } from './use-browser-core';

describe('useBrowserCore: the time step\u2019s ports, downloaded when the appointments show', () => {
  it('says the times could not load, with the phone, when the download fails, and tries again on retry', async () => {
    const { core } = fixtureCore();
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce(core);
    const { result } = renderHook(() => useBrowserCore(undefined, load));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('failed'));
    const failed = result.current;
    if (failed.status !== 'failed') throw new Error('unreachable');
    expect(failed.message).toBe(
      'We could not load the available times. Please check your connection and try again, or call us at (818) 555-0142.',
    );
    act(() => failed.retry());
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', core }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says so in the page language on /hy/appointments/manage (issue #37)', async () => {
    activateCatalog('hy');
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const { result } = renderHook(() => useBrowserCore(undefined, load));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.status === 'failed' && result.current.message).toBe(
      'Չհաջողվեց բեռնել ազատ ժամերը։ Խնդրում ենք ստուգել կապը և կրկին փորձել կամ զանգահարել մեզ՝ (818) 555-0142։',
    );
  });

  it('uses the ports it is given without downloading anything', () => {
    const { core } = fixtureCore();
    const load = vi.fn();
    const { result } = renderHook(() => useBrowserCore(core, load));
    expect(result.current).toEqual({ status: 'ready', core });
    expect(load).not.toHaveBeenCalled();
  });
});
