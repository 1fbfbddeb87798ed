import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

/** A window whose load event, animation frame and timers the test fires itself. */
function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  const frames: FrameRequestCallback[] = [];
  const timers: (() => void)[] = [];
  const win = Object.assign(target, {
    document: { readyState },
    requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(cb),
    setTimeout: (cb: () => void) => timers.push(cb),
  }) as unknown as Window;
  const flushFrame = () => frames.splice(0).forEach((cb) => cb(0));
  const flushTimers = () => timers.splice(0).forEach((cb) => cb());
  return { win, target, flushFrame, flushTimers };
}

describe('afterFirstPaint', () => {
  it('waits for the load event and the frame after it before running the task', () => {
    const { win, target, flushFrame, flushTimers } = fakeWindow('interactive');
    const task = vi.fn();
    afterFirstPaint(task, win);
    flushFrame();
    flushTimers();
    expect(task).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('load'));
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
