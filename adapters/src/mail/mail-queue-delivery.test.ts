import type { ClaimedMail, EnqueueOutcome, MailerPort, MailQueuePort, OutgoingMail } from '@clinic/core';
import { describe, expect, it } from 'vitest';
import { MailQueueWorker } from './mail-queue-worker';
import { MailBufferFullError, QueuedMailer } from './queued-mailer';

const NOW = new Date('2030-01-02T17:00:00Z'); // Wed Jan 2 2030, 9:00 AM Pacific

const mail = (n: number): OutgoingMail => ({
  kind: 'booking-confirmation',
  to: { email: `p${n}@example.com`, name: 'Jo Park' },
  subject: 'Your appointment is booked',
  text: 'See you soon.',
});

/** The queue's rules in memory, with a switch that makes the database unreachable. */
class MemoryQueue implements MailQueuePort {
  readonly rows = new Map<string, { mail: OutgoingMail; state: string; attempts: number; dueAt: number; error?: string }>();
  down = false;
  markFailures = 0;

  async enqueue(m: OutgoingMail & { dedupeKey: string }): Promise<EnqueueOutcome> {
    this.check();
    if (this.rows.has(m.dedupeKey)) return 'duplicate';
    this.rows.set(m.dedupeKey, { mail: m, state: 'pending', attempts: 0, dueAt: 0 });
    return 'queued';
  }
  async claim(): Promise<ClaimedMail | undefined> {
    this.check();
    const due = [...this.rows].find(([, r]) => r.state === 'pending' && r.dueAt <= NOW.getTime());
    if (!due) return undefined;
    due[1].state = 'sending';
    due[1].attempts += 1;
    return { id: due[0], mail: due[1].mail, attempts: due[1].attempts };
  }
  async markSent(id: string): Promise<void> {
    if (this.markFailures > 0) {
      this.markFailures -= 1;
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    }
    this.rows.get(id)!.state = 'sent';
  }
  async retryLater(id: string, at: Date, errorCode: string): Promise<void> {
    Object.assign(this.rows.get(id)!, { state: 'pending', dueAt: at.getTime(), error: errorCode });
  }
  async markFailed(id: string, errorCode: string): Promise<void> {
    Object.assign(this.rows.get(id)!, { state: 'failed', error: errorCode });
  }
  async pendingCount(): Promise<number> {
    return [...this.rows.values()].filter((r) => r.state === 'pending' || r.state === 'sending').length;
  }
  private check() {
    if (this.down) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
  }
}

class Transport implements MailerPort {
  readonly sent: OutgoingMail[] = [];
  refusing = false;
  async send(m: OutgoingMail): Promise<void> {
    if (this.refusing) throw Object.assign(new Error('550 no such user'), { responseCode: 550 });
    this.sent.push(m);
  }
}

describe('QueuedMailer', () => {
  it('holds messages while the database is down, writes them once it is back, and never queues one twice', async () => {
    const queue = new MemoryQueue();
    const outcomes: string[] = [];
    const mailer = new QueuedMailer(queue, { onOutcome: (_kind, outcome) => outcomes.push(outcome) });
    queue.down = true;
    await mailer.send(mail(1));
    await mailer.send({ ...mail(2), dedupeKey: 'booking-confirmation:2' });
    expect(mailer.buffered).toBe(2);
    expect(await mailer.flush()).toBe(2);
    queue.down = false;
    expect(await mailer.flush()).toBe(0);
    await mailer.send({ ...mail(2), dedupeKey: 'booking-confirmation:2' });
    expect([...queue.rows.keys()]).toEqual([expect.stringMatching(/^booking-confirmation:[0-9a-f-]{36}$/), 'booking-confirmation:2']);
    expect(outcomes).toEqual(['buffered', 'buffered', 'queued', 'queued', 'duplicate']);
    await mailer.drain(0);
  });

  it('is bounded: past its size a send fails with a code, and a shutdown counts what it could not write as dropped', async () => {
    const queue = new MemoryQueue();
    const outcomes: string[] = [];
    const mailer = new QueuedMailer(queue, { maxBuffered: 1, onOutcome: (_kind, outcome) => outcomes.push(outcome) });
    queue.down = true;
    await mailer.send(mail(1));
    await expect(mailer.send(mail(2))).rejects.toBeInstanceOf(MailBufferFullError);
    expect(await mailer.drain(0)).toBe(1);
    expect(outcomes).toEqual(['buffered', 'dropped', 'dropped']);
  });
});

describe('MailQueueWorker', () => {
  it('backs off after a refusal, gives up after its last attempt, and waits for the next round instead of failing the rest', async () => {
    const queue = new MemoryQueue();
    const transport = new Transport();
    const events: string[] = [];
    const worker = new MailQueueWorker(queue, transport, {
      maxAttempts: 2,
      backoffMs: (n) => (n === 1 ? 0 : 60_000),
      now: () => NOW,
      onDelivery: (_kind, event, code) => events.push(`${event}${code ? ` ${code}` : ''}`),
    });
    await queue.enqueue({ ...mail(1), dedupeKey: 'a' });
    await queue.enqueue({ ...mail(2), dedupeKey: 'b' });
    transport.refusing = true;
    // One refusal ends the round: the second message is not tried against a mail server that just said no.
    expect(await worker.deliverDue()).toBe(1);
    expect(queue.rows.get('b')?.attempts).toBe(0);
    expect(await worker.deliverDue()).toBe(1);
    expect(events).toEqual(['retried SMTP_550', 'failed SMTP_550']);
    expect(queue.rows.get('a')).toMatchObject({ state: 'failed', error: 'SMTP_550', attempts: 2 });
    transport.refusing = false;
    expect(await worker.deliverDue()).toBe(1);
    expect(transport.sent.map((m) => m.to.email)).toEqual(['p2@example.com']);
  });

  it('tries a refused message again after the first retry wait (15 s unless set), doubled after each next refusal', async () => {
    const waits = async (options: { firstRetryMs?: number }) => {
      const queue = new MemoryQueue();
      const transport = new Transport();
      transport.refusing = true;
      const worker = new MailQueueWorker(queue, transport, { ...options, now: () => NOW });
      await queue.enqueue({ ...mail(1), dedupeKey: 'a' });
      const row = queue.rows.get('a')!;
      const seen: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await worker.deliverDue();
        seen.push(row.dueAt - NOW.getTime());
        row.dueAt = 0; // due again now, as if the wait had passed
      }
      return seen;
    };
    expect(await waits({})).toEqual([15_000, 30_000, 60_000]);
    expect(await waits({ firstRetryMs: 1000 })).toEqual([1000, 2000, 4000]);
  });

  it('marks a message the transport accepted as sent once the database answers again, before claiming anything', async () => {
    const queue = new MemoryQueue();
    const transport = new Transport();
    const worker = new MailQueueWorker(queue, transport, { now: () => NOW });
    await queue.enqueue({ ...mail(1), dedupeKey: 'a' });
    queue.markFailures = 1;
    await expect(worker.deliverDue()).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(queue.rows.get('a')?.state).toBe('sending');
    await worker.deliverDue();
    expect(queue.rows.get('a')?.state).toBe('sent');
    expect(transport.sent).toHaveLength(1);
  });

  it('delivers a message queued while it runs, and stops after the message in hand', async () => {
    const queue = new MemoryQueue();
    const transport = new Transport();
    const worker = new MailQueueWorker(queue, transport, { now: () => NOW, pollMs: 60_000 });
    let delivered: () => void = () => {};
    const sent = new Promise<void>((done) => (delivered = done));
    const mailer = new QueuedMailer(queue, { onQueued: () => worker.wake() });
    const send = transport.send.bind(transport);
    transport.send = async (m) => {
      await send(m);
      delivered();
    };
    worker.start();
    await mailer.send(mail(1));
    await sent;
    await worker.stop();
    expect(transport.sent).toHaveLength(1);
  });
});
