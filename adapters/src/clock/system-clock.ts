import type { Clock } from '@clinic/core';

/** The machine's clock; the clinic's calendar is derived from it in America/Los_Angeles by the core. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}

/** A clock that shows one instant until told otherwise, for tests and demos. */
export class FixedClock implements Clock {
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
