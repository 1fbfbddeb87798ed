import { clinicDateOf } from '@clinic/core';
import { describe, expect, it } from 'vitest';
import { FixedClock, SystemClock } from './system-clock';

describe('clocks', () => {
  it('FixedClock shows its instant until moved, and cannot be moved through the Date it returns', () => {
    // Mon Dec 1, 2025, 23:30 PT — already Tuesday in UTC.
    const clock = new FixedClock('2025-12-02T07:30:00Z');
    clock.now().setUTCFullYear(1999);
    expect(clinicDateOf(clock.now())).toEqual({ year: 2025, month: 12, day: 1 });
    clock.advanceMinutes(45);
    expect(clinicDateOf(clock.now())).toEqual({ year: 2025, month: 12, day: 2 });
  });

  it('SystemClock follows the machine clock', () => {
    const before = Date.now();
    const shown = new SystemClock().now().getTime();
    expect(shown).toBeGreaterThanOrEqual(before);
    expect(shown).toBeLessThanOrEqual(Date.now());
  });
});
