import type { SchedulerPort } from '@clinic/core';

/**
 * The scheduler with every booking stamped with one attempt's idempotency key, so a double click or a retry
 * of the same attempt is replayed by the server instead of booking twice.
 */
export function withIdempotencyKey(scheduler: SchedulerPort, key: string): SchedulerPort {
  return new Proxy(scheduler, {
    get(target, prop) {
      if (prop === 'bookAppointment') {
        return (booking: Parameters<SchedulerPort['bookAppointment']>[0]) => target.bookAppointment({ ...booking, idempotencyKey: key });
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** A fresh key per booking attempt. */
export function newAttemptKey(): string {
  return crypto.randomUUID();
}
