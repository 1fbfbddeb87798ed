import type { MailerPort, OutgoingMail } from '@clinic/core';
import nodemailer, { type Transporter } from 'nodemailer';

export interface SmtpMailerOptions {
  /** SMTP_URL: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. */
  url: string;
  /** MAIL_FROM: "Foothill Primary Care <appointments@example.org>". */
  from: string;
  /** How long a connection, greeting or silent socket may take before the send fails (default 10 s). */
  timeoutMs?: number;
}

/** MailerPort over SMTP (nodemailer): production mail. A server that is down fails in seconds, never hangs. */
export class SmtpMailer implements MailerPort {
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpMailerOptions) {
    const timeout = options.timeoutMs ?? 10_000;
    // The URL goes inside the options object: a second argument to createTransport is message defaults, where
    // timeouts would be ignored (nodemailer's own are 2 min to connect, 30 s for the greeting, 10 min of silence).
    this.transport = nodemailer.createTransport({
      url: options.url,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({
      from: this.options.from,
      to: { name: mail.to.name, address: mail.to.email },
      subject: mail.subject,
      text: mail.text,
    });
  }

  close(): void {
    this.transport.close();
  }
}
