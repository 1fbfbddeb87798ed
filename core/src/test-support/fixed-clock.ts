import type { ClockPort } from '../ports';

/**
 * The one test clock (`@clinic/core/test-support`): it shows one instant until told otherwise, so "today" in a test is a
 * literal date. Every package's tests use this one; production drivers use adapters' SystemClock.
 */
export class FixedClock implements ClockPort {
  private instant: Date;

  constructor(instant: Date | string) {
    this.instant = new Date(instant);
  }

  now(): Date {
    // A copy, so a caller mutating the Date cannot move the clock.
    return new Date(this.instant);
  }

  set(instant: Date | string): void {
    this.instant = new Date(instant);
  }

  advanceMinutes(minutes: number): void {
    this.instant = new Date(this.instant.getTime() + minutes * 60_000);
  }
}
