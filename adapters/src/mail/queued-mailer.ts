import type { EnqueueOutcome, MailerPort, MailQueuePort, OutgoingMail } from '@clinic/core';
import { randomUUID } from 'node:crypto';

/** What became of a message handed to the mailer: the queue's answer, or held in memory, or lost (buffer full). */
export type HandOverOutcome = EnqueueOutcome | 'buffered' | 'dropped';

export interface QueuedMailerOptions {
  /** Messages held in memory while the database is unreachable (500); past that a send fails. */
  maxBuffered?: number;
  /** Wait before the n-th retry of the held messages (1 s doubling, at most 30 s). */
  retryDelayMs?: (failures: number) => number;
  /** Counts each hand-over (metrics); the kind is the only label. A held or lost message comes with the write's error. */
  onOutcome?: (kind: OutgoingMail['kind'], outcome: HandOverOutcome, error?: unknown) => void;
  /** A message was queued: the worker may deliver it now instead of at its next poll. */
  onQueued?: () => void;
}

type KeyedMail = OutgoingMail & { dedupeKey: string };

/** Thrown when the database has been down long enough to fill the in-memory buffer; `code` is what the log says. */
export class MailBufferFullError extends Error {
  readonly code = 'MAIL_BUFFER_FULL';
}

const defaultRetryDelay = (failures: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));

/**
 * The MailerPort the server's use-cases see (#36): `send` writes the message to the durable queue, which a worker
 * delivers. While the database is down the message waits in a bounded buffer that keeps retrying the write (and is
 * drained at shutdown), so a booking that succeeded during an outage still gets its confirmation.
 */
export class QueuedMailer implements MailerPort {
  private readonly held: KeyedMail[] = [];
  private failures = 0;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<number> | undefined;

  constructor(
    private readonly queue: Pick<MailQueuePort, 'enqueue'>,
    private readonly options: QueuedMailerOptions = {},
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    // A message without a key of its own gets one now, so retrying its write can never queue it twice.
    const keyed: KeyedMail = { ...mail, dedupeKey: mail.dedupeKey ?? `${mail.kind}:${randomUUID()}` };
    try {
      await this.handOver(keyed);
    } catch (error) {
      this.hold(keyed, error);
    }
  }

  /** Messages waiting in memory for the database. */
  get buffered(): number {
    return this.held.length;
  }

  /** Writes the held messages to the queue now; resolves with how many are still held (the database is still down). */
  flush(): Promise<number> {
    this.flushing ??= this.writeHeld().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  /**
   * At shutdown: keeps writing the held messages until none is left or `deadline` (epoch ms) passes. Resolves with
   * how many were lost; they are counted as dropped.
   */
  async drain(deadline: number, now: () => number = Date.now): Promise<number> {
    this.stopTimer();
    while ((await this.flush()) > 0 && now() < deadline) {
      await new Promise((done) => setTimeout(done, Math.min(this.retryDelay(), Math.max(0, deadline - now()))));
    }
    this.stopTimer();
    const lost = this.held.splice(0);
    for (const mail of lost) this.options.onOutcome?.(mail.kind, 'dropped');
    return lost.length;
  }

  private async handOver(mail: KeyedMail): Promise<void> {
    const outcome = await this.queue.enqueue(mail);
    this.options.onOutcome?.(mail.kind, outcome);
    if (outcome === 'queued') this.options.onQueued?.();
  }

  private hold(mail: KeyedMail, error: unknown): void {
    if (this.held.length >= (this.options.maxBuffered ?? 500)) {
      this.options.onOutcome?.(mail.kind, 'dropped', error);
      throw new MailBufferFullError('the mail buffer is full');
    }
    this.held.push(mail);
    this.options.onOutcome?.(mail.kind, 'buffered', error);
    this.failures = Math.max(this.failures, 1);
    this.schedule();
  }

  private async writeHeld(): Promise<number> {
    while (this.held.length > 0) {
      try {
        await this.handOver(this.held[0]!);
        this.held.shift();
        this.failures = 0;
      } catch {
        this.failures += 1;
        this.schedule();
        break;
      }
    }
    return this.held.length;
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.retryDelay());
    // Held messages never keep a process alive on their own: shutdown drains them explicitly.
    this.timer.unref();
  }

  private retryDelay(): number {
    return (this.options.retryDelayMs ?? defaultRetryDelay)(this.failures);
  }

  private stopTimer(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
