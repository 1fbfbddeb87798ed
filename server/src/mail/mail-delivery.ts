import { MailQueueWorker, QueuedMailer, type MailQueueWorkerOptions } from '@clinic/adapters/mail';
import type { MailerPort, MailQueuePort } from '@clinic/core';
import type { FastifyBaseLogger } from 'fastify';
import { mailBuffered, mailDeliveries, mailHandOvers, mailQueuePending } from '../metrics/metrics';
import { failureCode } from '../routes/health/failure-code';

/** The durable queue and what delivers it (issue #36): the app's mail goes in, the transport sends it out. */
export interface MailQueueOptions {
  queue: MailQueuePort;
  /** How long a shutdown keeps writing messages held in memory (the database being down) before they are lost (10 s). */
  drainMs?: number;
  worker?: MailQueueWorkerOptions;
}

export interface MailDelivery {
  /** What the use-cases send through: it writes to the queue (or holds the message while the database is down). */
  mailer: QueuedMailer;
  worker: MailQueueWorker;
  /** Shutdown: held messages are written while the drain lasts, then the worker stops; queued ones wait for the next start. */
  close(): Promise<void>;
}

/**
 * Delivers the queue through `transport` once `worker.start()` is called, counting and logging by kind and code only
 * (never an address).
 */
export function mailDelivery(options: MailQueueOptions, transport: MailerPort, log: FastifyBaseLogger): MailDelivery {
  const worker = new MailQueueWorker(options.queue, transport, {
    ...options.worker,
    onDelivery: (kind, event, code) => {
      mailDeliveries.inc({ kind, event });
      if (event !== 'sent') {
        log.warn({ kind, dependency: 'smtp', code, event }, event === 'failed' ? 'mail given up' : 'mail delivery failed, will retry');
      }
    },
    onPending: (pending) => mailQueuePending.set(pending),
  });
  const mailer = new QueuedMailer(options.queue, {
    onOutcome: (kind, outcome, error) => {
      mailHandOvers.inc({ kind, outcome });
      mailBuffered.set(mailer.buffered);
      if (outcome === 'buffered') {
        log.warn({ kind, dependency: 'database', code: failureCode(error) }, 'mail held in memory: the queue could not be written');
      }
      if (outcome === 'capped') log.warn({ kind }, 'mail not sent: the address had its confirmations for the day');
    },
    onQueued: () => worker.wake(),
  });
  return {
    mailer,
    worker,
    close: async () => {
      const lost = await mailer.drain(Date.now() + (options.drainMs ?? 10_000));
      mailBuffered.set(mailer.buffered);
      if (lost > 0) log.error({ lost, dependency: 'database' }, 'mail lost at shutdown: the queue could not be written');
      await worker.stop();
    },
  };
}
