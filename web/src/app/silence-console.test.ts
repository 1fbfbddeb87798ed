import { describe, expect, it, vi } from 'vitest';
import { silenceConsole } from './silence-console';

describe('silenceConsole', () => {
  it('turns log, warn, error, info and debug into no-ops', () => {
    const spies = { log: vi.fn(), warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn() };
    const target = { ...spies };
    silenceConsole(target);
    for (const method of Object.keys(spies) as (keyof typeof spies)[]) {
      target[method]('patient data must not leak');
      expect(spies[method]).not.toHaveBeenCalled();
    }
  });
});
