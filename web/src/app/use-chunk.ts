import { useEffect, useState } from 'react';

export type ChunkState<T> = { status: 'ready'; value: T } | { status: 'loading' } | { status: 'failed'; error: unknown; retry(): void };

/**
 * What a lazily downloaded part of the site (a page, the search overlay, the booking dialog) can show now: its
 * value when already in (rendered at once, no Suspense fallback and no transition holding the old screen), else a
 * download in progress or failed. Plain state rather than React.lazy: a lazy component that failed stays failed,
 * and React holds a revealed Suspense boundary back for up to 300 ms after its fallback showed.
 */
export function useChunk<T>(loaded: () => T | undefined, load: () => Promise<T>): ChunkState<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ value: T } | { error: unknown }>();
  const value = loaded() ?? (result && 'value' in result ? result.value : undefined);
  const ready = value !== undefined;
  useEffect(() => {
    if (ready) return;
    let live = true;
    load().then(
      (v) => live && setResult({ value: v }),
      (error: unknown) => live && setResult({ error }),
    );
    return () => {
      live = false;
    };
  }, [ready, load, attempt]);
  if (value !== undefined) return { status: 'ready', value };
  if (result && 'error' in result) {
    const retry = () => {
      setResult(undefined);
      setAttempt((n) => n + 1);
    };
    return { status: 'failed', error: result.error, retry };
  }
  return { status: 'loading' };
}
