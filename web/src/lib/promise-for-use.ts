/** A promise as React's `use` reads it without suspending once settled: its status and value on it. */
type Tracked<Value> = Promise<Value> & { status?: 'fulfilled'; value?: Value };

/**
 * The one promise under `key` for React's `use` (a part of a page read below the fold): settled from the start when
 * `known` already holds the value, so `use` returns at once; else `load`'s, marked fulfilled when it arrives, and
 * forgotten if it fails, so the next render tries again.
 */
export function promiseForUse<Key, Value>(
  promises: Map<Key, Promise<Value>>,
  key: Key,
  known: () => { value: Value } | undefined,
  load: () => Promise<Value>,
): Promise<Value> {
  const kept = promises.get(key);
  if (kept) return kept;
  const held = known();
  const promise: Tracked<Value> = held ? Promise.resolve(held.value) : load();
  if (held) Object.assign(promise, { status: 'fulfilled', value: held.value });
  else
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      () => promises.delete(key),
    );
  promises.set(key, promise);
  return promise;
}
