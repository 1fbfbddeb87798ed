import type { ClaimedMail, MailerPort, MailQueuePort, OutgoingMail } from '@clinic/core';

/** What became of one delivery attempt. */
export type DeliveryEvent = 'sent' | 'retried' | 'failed';

export interface MailQueueWorkerOptions {
  /** How often an idle worker looks for due messages (2 s); a message queued by this process wakes it at once. */
  pollMs?: number;
  /** Attempts before a message is given up (8: about 2 hours of backoff). */
  maxAttempts?: number;
  /** Wait after the first failed attempt, doubled after each next one, at most 1 hour (15 s: MAIL_FIRST_RETRY). */
  firstRetryMs?: number;
  /** Wait after the n-th failed attempt (`firstRetryMs` doubling, at most 1 hour), when a test needs another rule. */
  backoffMs?: (attempts: number) => number;
  now?: () => Date;
  /** Counts each attempt's outcome (metrics), and the queue's length after each round. */
  onDelivery?: (kind: OutgoingMail['kind'], event: DeliveryEvent, errorCode?: string) => void;
  onPending?: (pending: number) => void;
}

const doublingBackoff = (firstMs: number) => (attempts: number) => Math.min(3600_000, firstMs * 2 ** Math.max(0, attempts - 1));

/**
 * A stable code for a failed send, never its message (an SMTP answer may quote the address): the server's answer
 * (SMTP_550), else the socket's code. nodemailer files a refused connection under its own ESOCKET and keeps the
 * system's ECONNREFUSED as `originalCode`; that one says what happened to the mail server.
 */
export function deliveryErrorCode(error: unknown): string {
  const { code, originalCode, responseCode } = (error ?? {}) as { code?: unknown; originalCode?: unknown; responseCode?: unknown };
  if (typeof responseCode === 'number') return `SMTP_${responseCode}`;
  if (typeof originalCode === 'string') return originalCode;
  return typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown';
}

/**
 * Delivers the durable mail queue through a transport (SMTP, or the demo outbox), with backoff between attempts.
 * Every replica runs one; claims are exclusive, so a message goes out once. A message the transport accepted but
 * the database could not yet mark as sent is marked before anything else is claimed.
 */
export class MailQueueWorker {
  private running = false;
  private stopping = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  // A wake that came while a round was running: the next pause is skipped, so that message is not left waiting.
  private woken = false;
  private readonly unmarked = new Set<string>();

  constructor(
    private readonly queue: MailQueuePort,
    private readonly transport: MailerPort,
    private readonly options: MailQueueWorkerOptions = {},
  ) {}

  private get backoffMs(): (attempts: number) => number {
    return this.options.backoffMs ?? doublingBackoff(this.options.firstRetryMs ?? 15_000);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopping = false;
    this.loop = this.run();
  }

  /** Looks for due messages now (a message was just queued). */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Finishes the message in hand, then stops; what is left stays queued for the next worker. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.loop;
    this.running = false;
  }

  /** Delivers every message due now; resolves with how many it attempted. Throws when the database is down. */
  async deliverDue(): Promise<number> {
    for (const id of [...this.unmarked]) {
      await this.queue.markSent(id);
      this.unmarked.delete(id);
    }
    let attempted = 0;
    for (let claimed = await this.queue.claim(); claimed; claimed = this.stopping ? undefined : await this.queue.claim()) {
      attempted += 1;
      // A refused send usually means the mail server is down: the rest wait for the next round instead of failing too.
      if (!(await this.deliver(claimed))) break;
    }
    return attempted;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      this.woken = false;
      try {
        await this.deliverDue();
        this.options.onPending?.(await this.queue.pendingCount());
      } catch {
        // The database is unreachable: the rows wait there; try again at the next poll.
      }
      if (!this.stopping && !this.woken) await this.pause();
    }
  }

  /** One attempt; false when the transport refused the message. */
  private async deliver({ id, mail, attempts }: ClaimedMail): Promise<boolean> {
    try {
      await this.transport.send(mail);
    } catch (error) {
      const code = deliveryErrorCode(error);
      const giveUp = attempts >= (this.options.maxAttempts ?? 8);
      this.options.onDelivery?.(mail.kind, giveUp ? 'failed' : 'retried', code);
      if (giveUp) await this.queue.markFailed(id, code);
      else await this.queue.retryLater(id, new Date(this.now().getTime() + this.backoffMs(attempts)), code);
      return false;
    }
    this.options.onDelivery?.(mail.kind, 'sent');
    this.unmarked.add(id);
    await this.queue.markSent(id);
    this.unmarked.delete(id);
    return true;
  }

  private pause(): Promise<void> {
    return new Promise<void>((done) => {
      const timer = setTimeout(finish, this.options.pollMs ?? 2000);
      function finish() {
        clearTimeout(timer);
        done();
      }
      this.wakeUp = finish;
    }).finally(() => (this.wakeUp = undefined));
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }
}
