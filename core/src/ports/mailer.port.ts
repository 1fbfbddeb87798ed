/** What the mail templates build and every mailer sends: plain text, one recipient. */
export interface OutgoingMail {
  kind: 'verification-code' | 'booking-confirmation' | 'cancel-confirmation' | 'reschedule-confirmation';
  to: { email: string; name: string };
  subject: string;
  text: string;
  /** The verification code (booking.md §9 `otp`), kept apart so the demo outbox can show it. */
  otp?: string;
}

/** Sends e-mail: SMTP in production, the DATA_DIR outbox in the demo. Throws when the message was not accepted. */
export interface MailerPort {
  send(mail: OutgoingMail): Promise<void>;
}
