/** The current instant; everything calendar-like is derived in the clinic's time zone from it. */
export interface ClockPort {
  now(): Date;
}
