import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verificationCodeFields, verificationCodeMail } from '@clinic/core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMailer, readOutbox } from './outbox';
import { SmtpMailer } from './smtp-mailer';

interface Received {
  from: string | undefined;
  to: string[];
  data: string;
}

/** A real SMTP server on a free loopback port that keeps what it receives. */
async function startSmtp(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const code = verificationCodeMail(verificationCodeFields({ email: 'jo@example.com', name: 'Jo Park' }, '042917', '3:05 PM'));

describe('SmtpMailer', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('delivers the verification e-mail (booking.md §9 fields) to the patient from MAIL_FROM', async () => {
    const mailer = new SmtpMailer({ url: smtp.url, from: 'Foothill Primary Care <appointments@clinic.test>' });
    await mailer.send(code);
    mailer.close();
    const [message] = smtp.received;
    expect(message?.from).toBe('appointments@clinic.test');
    expect(message?.to).toEqual(['jo@example.com']);
    expect(message?.data).toContain('Subject: Your verification code');
    expect(message?.data).toContain('Your verification code is 042917.');
    expect(message?.data).toContain('at 3:05 PM');
  });

  it('fails clearly, within its timeout, when the SMTP server is not there', async () => {
    const closed = await startSmtp();
    await closed.close();
    const mailer = new SmtpMailer({ url: closed.url, from: 'a@clinic.test', timeoutMs: 2000 });
    await expect(mailer.send(code)).rejects.toThrow();
    mailer.close();
  });

  it('gives up on a server that accepts the connection and never greets, after its own timeout', async () => {
    // A hung mail server must not hold a patient's code request for nodemailer's 30 s default greeting timeout.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'a@clinic.test', timeoutMs: 300 });
    try {
      await expect(mailer.send(code)).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    } finally {
      mailer.close();
      silent.close();
    }
  });
});

describe('the demo outbox', () => {
  it('writes one file per message, named without the address, and lists them newest first with the code', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'clinic-outbox-'));
    try {
      let t = Date.parse('2030-01-02T17:00:00Z');
      const mailer = new OutboxMailer(join(dir, 'outbox'), () => new Date((t += 1000)));
      await mailer.send(code);
      const { otp: _otp, ...withoutCode } = code;
      await mailer.send({ ...withoutCode, kind: 'booking-confirmation', subject: 'Your appointment is booked' });
      const files = readdirSync(join(dir, 'outbox'));
      expect(files).toHaveLength(2);
      expect(files.join(' ')).not.toContain('example.com');
      const listed = await readOutbox(join(dir, 'outbox'));
      expect(listed.map((m) => m.kind)).toEqual(['booking-confirmation', 'verification-code']);
      expect(listed[1]?.otp).toBe('042917');
      expect(await readOutbox(join(dir, 'nowhere'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
