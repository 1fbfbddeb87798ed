import type { AppointmentClaimsPort } from '@clinic/core';
import { setTimeout as delay } from 'node:timers/promises';
import type { SharedKeys } from '../../shared-state/shared-keys';

/** Longer than a cancel or a reschedule may take upstream (several athena calls); released as soon as it ends. */
const CLAIM_TTL_MS = 2 * 60_000;
/** How long a cancel waits for another change of the same appointment to end before answering "in progress". */
const WAIT_MS = 15_000;
const POLL_MS = 50;

/**
 * One change at a time per appointment, across replicas (the shared state's keys, as bookings' keys are): two
 * reschedules of one appointment would otherwise each book a new slot before either cancels the old one. One
 * instance serves the manage routes and the waitlist's offers (issue #33), whose moves are changes too.
 */
export class AppointmentClaims implements AppointmentClaimsPort {
  constructor(
    private readonly keys: SharedKeys,
    private readonly options: { waitMs?: number; pollMs?: number } = {},
  ) {}

  /**
   * Runs `change` while holding the appointment's claim; undefined when another change holds it. With `wait`
   * it waits (bounded) for that change to end first, so a second cancel then sees the appointment cancelled.
   */
  async exclusively<T>(appointmentId: string, wait: boolean, change: () => Promise<T>): Promise<T | undefined> {
    const key = `manage-appointment:${appointmentId}`;
    const token = await this.claim(key, wait);
    if (token === undefined) return undefined;
    try {
      return await change();
    } finally {
      await this.keys.release(key, token).catch(() => undefined); // expires by itself otherwise
    }
  }

  private async claim(key: string, wait: boolean): Promise<string | undefined> {
    const until = Date.now() + (wait ? (this.options.waitMs ?? WAIT_MS) : 0);
    for (;;) {
      const token = await this.keys.claim(key, CLAIM_TTL_MS);
      if (token !== undefined || Date.now() >= until) return token;
      // Another replica may hold it: its release is seen by asking again, as a booking's repeat polls its key.
      await delay(this.options.pollMs ?? POLL_MS);
    }
  }
}
