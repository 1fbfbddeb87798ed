import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withProgress } from './progress';

function stream(isTTY: boolean) {
  const written: string[] = [];
  return { isTTY, written, write: (text: string) => written.push(text) };
}

describe('the progress indicator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appears on a terminal once a call outlasts 300 ms, then erases itself', async () => {
    const stderr = stream(true);
    let finish!: (value: string) => void;
    const pending = withProgress(stderr, 'Searching open slots', () => new Promise<string>((resolve) => (finish = resolve)));
    await vi.advanceTimersByTimeAsync(299);
    expect(stderr.written).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(stderr.written).toEqual(['\r⠋ Searching open slots…']);
    finish('done');
    await expect(pending).resolves.toBe('done');
    expect(stderr.written.at(-1)).toBe('\r\u001b[2K');
  });

  it('stays silent for a quick call', async () => {
    const stderr = stream(true);
    await withProgress(stderr, 'Loading', async () => 'fast');
    await vi.advanceTimersByTimeAsync(1000);
    expect(stderr.written).toEqual([]);
  });

  it('never writes when stderr is not a terminal', async () => {
    const stderr = stream(false);
    const pending = withProgress(stderr, 'Loading', () => new Promise((resolve) => setTimeout(resolve, 2000)));
    await vi.advanceTimersByTimeAsync(2000);
    await pending;
    expect(stderr.written).toEqual([]);
  });
});
