/** A fresh idempotency key for one booking attempt (the server replays a repeat of it instead of booking twice). */
export function newAttemptKey(): string {
  return crypto.randomUUID();
}
