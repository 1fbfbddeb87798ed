import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a loopback port that keeps the recipients of what it accepts. `stop()` closes it (connections
 * are refused, as with a mail server that is down) and `start()` brings it back on the same port.
 */
export async function startCapturingSmtp() {
  const recipients: string[] = [];
  let waiters: { count: number; done: () => void }[] = [];
  let server: SMTPServer | undefined;
  let port = 0;

  async function start(): Promise<void> {
    const started = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          recipients.push(...session.envelope.rcptTo.map((r) => r.address));
          waiters = waiters.filter((w) => (recipients.length >= w.count ? void w.done() : true));
          callback();
        });
      },
    });
    await new Promise<void>((listening) => started.listen(port, '127.0.0.1', listening));
    port = (started.server.address() as AddressInfo).port;
    server = started;
  }

  async function stop(): Promise<void> {
    const running = server;
    server = undefined;
    if (running) await new Promise<void>((closed) => running.close(() => closed()));
  }

  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Every recipient of every accepted message, in order: one entry per confirmation sent. */
    recipients,
    start,
    stop,
    /** Resolves once `count` messages in all have been accepted. */
    received(count: number): Promise<void> {
      return recipients.length >= count ? Promise.resolve() : new Promise((done) => waiters.push({ count, done }));
    },
  };
}

export type CapturingSmtp = Awaited<ReturnType<typeof startCapturingSmtp>>;
