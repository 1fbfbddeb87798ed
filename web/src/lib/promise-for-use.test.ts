import { describe, expect, it, vi } from 'vitest';
import { promiseForUse } from './promise-for-use';

// React's `use` suspends on a promise it has not seen settle; the parts below the fold (home bands, an article's
// body) must get one promise per key, settled at once when the value is in, and a fresh try after a failure.
describe('the promise a part below the fold waits on', () => {
  it('is settled from the start when the value is already in, so `use` does not suspend', async () => {
    const load = vi.fn(() => Promise.resolve('loaded'));
    const promise = promiseForUse(new Map(), 'hy', () => ({ value: 'held' }), load);
    expect(promise).toMatchObject({ status: 'fulfilled', value: 'held' });
    await expect(promise).resolves.toBe('held');
    expect(load).not.toHaveBeenCalled();
  });

  it('is one promise per key while it loads, marked fulfilled with its value once in', async () => {
    const promises = new Map<string, Promise<string>>();
    const load = vi.fn(() => Promise.resolve('loaded'));
    const first = promiseForUse(promises, 'es', () => undefined, load);
    expect(promiseForUse(promises, 'es', () => undefined, load)).toBe(first);
    await first;
    expect(first).toMatchObject({ status: 'fulfilled', value: 'loaded' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is forgotten when its download fails, so the next render tries again', async () => {
    const promises = new Map<string, Promise<string>>();
    const failed = promiseForUse(
      promises,
      'es',
      () => undefined,
      () => Promise.reject(new Error('offline')),
    );
    await expect(failed).rejects.toThrow('offline');
    const retried = promiseForUse(
      promises,
      'es',
      () => undefined,
      () => Promise.resolve('loaded'),
    );
    expect(retried).not.toBe(failed);
    await expect(retried).resolves.toBe('loaded');
  });
});
