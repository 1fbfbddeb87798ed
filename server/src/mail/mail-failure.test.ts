// Mail failures name the service that failed and its deepest code (issue #36.5's loose end): a log line an operator
// can act on, where it used to say the first wrapper's code (NETWORK, ESOCKET) or none at all.
import { MailBufferFullError } from '@clinic/adapters/mail';
import { SchedulerError, type ClaimedMail, type MailQueuePort, type OutgoingMail } from '@clinic/core';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { failureCode } from '../routes/manage/manage-service';
import { mailDelivery } from './mail-delivery';
import { mailFailure } from './mail-failure';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
// What athena's adapter throws when the connection is refused: its own NETWORK over the socket's code.
const athenaRefused = () => new SchedulerError('NETWORK', 'Could not reach the scheduler', undefined, undefined, { cause: refused() });
// What nodemailer throws when the mail server refuses: its own ESOCKET, the system's code kept as originalCode.
const smtpRefused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ESOCKET', originalCode: 'ECONNREFUSED' });

const confirmation: OutgoingMail = {
  kind: 'booking-confirmation',
  to: { email: 'p@example.com', name: 'Jo Park' },
  subject: 'Booked',
  text: '.',
};

/** The log lines written at warn or error, with their fields. */
function capturingLog() {
  const lines: { fields: Record<string, unknown>; msg: string }[] = [];
  const write = (fields: Record<string, unknown>, msg: string) => void lines.push({ fields, msg });
  return { lines, log: { warn: write, error: write } as unknown as FastifyBaseLogger };
}

function failingQueue(overrides: Partial<MailQueuePort>): MailQueuePort {
  return {
    enqueue: async () => 'queued',
    claim: async () => undefined,
    markSent: async () => {},
    retryLater: async () => {},
    markFailed: async () => {},
    pendingCount: async () => 0,
    ...overrides,
  };
}

describe('mail failure log lines', () => {
  it('a message held in memory names the database and the socket code of the failed write', async () => {
    const { lines, log } = capturingLog();
    const wrapped = new Error('could not write the queue', { cause: refused() });
    const delivery = mailDelivery(
      { queue: failingQueue({ enqueue: () => Promise.reject(wrapped) }), drainMs: 0 },
      { send: async () => {} },
      log,
    );
    await delivery.mailer.send(confirmation);
    await delivery.close();
    expect(lines.find((l) => l.msg.startsWith('mail held in memory'))?.fields).toEqual({
      kind: 'booking-confirmation',
      dependency: 'database',
      code: 'ECONNREFUSED',
    });
    expect(lines.find((l) => l.msg.startsWith('mail lost at shutdown'))?.fields).toMatchObject({ dependency: 'database' });
  });

  it("a delivery the mail server refused names smtp and the system's code, not nodemailer's ESOCKET", async () => {
    const { lines, log } = capturingLog();
    const claimed: ClaimedMail = { id: '1', mail: confirmation, attempts: 1 };
    let claims = [claimed];
    const queue = failingQueue({ claim: async () => claims.pop() });
    const delivery = mailDelivery({ queue }, { send: () => Promise.reject(smtpRefused()) }, log);
    await delivery.worker.deliverDue();
    claims = [{ ...claimed, attempts: 8 }];
    await delivery.worker.deliverDue();
    expect(lines.map((l) => [l.msg, l.fields])).toEqual([
      ['mail delivery failed, will retry', { kind: 'booking-confirmation', dependency: 'smtp', code: 'ECONNREFUSED', event: 'retried' }],
      ['mail given up', { kind: 'booking-confirmation', dependency: 'smtp', code: 'ECONNREFUSED', event: 'failed' }],
    ]);
  });

  it('a confirmation not sent names athena, the queue or the mail server, with the deepest code', () => {
    expect(mailFailure(athenaRefused(), true)).toEqual({ dependency: 'athena', code: 'ECONNREFUSED' });
    expect(mailFailure(new MailBufferFullError('the mail buffer is full'), true)).toEqual({
      dependency: 'database',
      code: 'MAIL_BUFFER_FULL',
    });
    expect(mailFailure(smtpRefused(), false)).toEqual({ dependency: 'smtp', code: 'ECONNREFUSED' });
  });

  it("the manage use-cases' failure code is the deepest one, else the error's name", () => {
    expect(failureCode(athenaRefused())).toBe('ECONNREFUSED');
    expect(failureCode(new TypeError('x'))).toBe('TypeError');
    expect(failureCode('thrown text')).toBe('unknown');
  });
});
