import type { ClockPort } from '@clinic/core';

/** The machine's clock; the clinic's calendar is derived from it in America/Los_Angeles by the core. */
export class SystemClock implements ClockPort {
  now(): Date {
    return new Date();
  }
}
