import { describe, expect, it } from 'vitest';
import { clinicDateOf } from '../time';
import { FixedClock } from './fixed-clock';

describe("FixedClock, the tests' clock", () => {
  it('shows its instant until moved, and cannot be moved through the Date it returns', () => {
    // Mon Dec 1, 2025, 23:30 PT — already Tuesday in UTC.
    const clock = new FixedClock('2025-12-02T07:30:00Z');
    clock.now().setUTCFullYear(1999);
    expect(clinicDateOf(clock.now())).toEqual({ year: 2025, month: 12, day: 1 });
    clock.advanceMinutes(45);
    expect(clinicDateOf(clock.now())).toEqual({ year: 2025, month: 12, day: 2 });
  });
});
