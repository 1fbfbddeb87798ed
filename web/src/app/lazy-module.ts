import { importWithRetry } from './chunk-loading';

export interface LazyModule<T> {
  /** The value once its chunk is in, so it renders at once. */
  loaded(): T | undefined;
  /** Downloads the chunk, retrying failures; one download at a time, and a fresh one after a failure. */
  load(): Promise<T>;
}

/** A chunk downloaded on demand (a page, the booking dialog), remembered once in, never remembered as failed. */
export function lazyModule<M, T>(importer: () => Promise<M>, pick: (mod: M) => T): LazyModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const load = () =>
    (pending ??= importWithRetry(importer).then(
      (mod) => (value = pick(mod)),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return { loaded: () => value, load };
}
