import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

/** A window whose load event, paint entries, animation frame and timers the test fires itself. */
function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  const frames: FrameRequestCallback[] = [];
  const timers: (() => void)[] = [];
  const observers: ((names: string[]) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
    observe() {
      observers.push((names) => this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) }));
    }
    disconnect() {
      observers.length = 0;
    }
  }
  const win = Object.assign(target, {
    document: { readyState },
    PerformanceObserver: FakeObserver,
    requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(cb),
    setTimeout: (cb: () => void) => timers.push(cb),
  }) as unknown as Window;
  const flushFrame = () => frames.splice(0).forEach((cb) => cb(0));
  const flushTimers = () => timers.splice(0).forEach((cb) => cb());
  const paint = (name: string) => [...observers].forEach((notify) => notify([name]));
  return { win, target, flushFrame, flushTimers, paint };
}

describe('afterFirstPaint', () => {
  it('waits for the load event, the first contentful paint and the frame after it before running the task', () => {
    const { win, target, flushFrame, flushTimers, paint } = fakeWindow('interactive');
    const task = vi.fn();
    afterFirstPaint(task, win);
    flushFrame();
    flushTimers();
    expect(task).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('load'));
    paint('first-paint');
    flushFrame();
    flushTimers();
    expect(task).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    flushFrame();
    expect(task).not.toHaveBeenCalled();
    flushTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task at once when someone starts using the page before that, and only once', () => {
    const { win, target, flushFrame, flushTimers } = fakeWindow('complete');
    const task = vi.fn();
    afterFirstPaint(task, win);
    target.dispatchEvent(new Event('pointerdown'));
    expect(task).toHaveBeenCalledTimes(1);
    flushFrame();
    flushTimers();
    target.dispatchEvent(new Event('keydown'));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
