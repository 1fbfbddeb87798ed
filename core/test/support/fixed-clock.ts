import type { Clock } from '../../src/ports';

/** A clock stopped at one instant, so "today" in tests is a literal date. */
export class FixedClock implements Clock {
  constructor(private readonly instant: Date) {}
  now(): Date {
    return new Date(this.instant.getTime());
  }
}
