/** What the mail templates build and every mailer sends: plain text, one recipient. */
export interface OutgoingMail {
  kind: 'verification-code' | 'booking-confirmation' | 'cancel-confirmation' | 'reschedule-confirmation' | 'waitlist-offer';
  to: { email: string; name: string };
  subject: string;
  text: string;
  /** The verification code (booking.md §9 `otp`), kept apart so the demo outbox can show it. */
  otp?: string;
  /**
   * Names the message once (e.g. the kind and the booked appointment's id): the mail queue sends one message per
   * key, however often it is handed over. Without it each hand-over is a message of its own.
   */
  dedupeKey?: string;
}

/** Sends e-mail: SMTP in production, the DATA_DIR outbox in the demo. Throws when the message was not accepted. */
export interface MailerPort {
  send(mail: OutgoingMail): Promise<void>;
}

/** What became of a message handed to the queue. */
export type EnqueueOutcome = 'queued' | 'duplicate' | 'capped';

/** A message a worker has claimed: nobody else delivers it until it is marked or its lease runs out. */
export interface ClaimedMail {
  id: string;
  mail: OutgoingMail;
  /** Delivery attempts so far, this one included. */
  attempts: number;
}

/**
 * The durable mail queue every replica shares (issue #36): written when a message is decided, delivered by a
 * worker with retries. One message per dedupe key; confirmations beyond the daily cap of an address are not sent.
 */
export interface MailQueuePort {
  enqueue(mail: OutgoingMail & { dedupeKey: string }): Promise<EnqueueOutcome>;
  /** The oldest message due for delivery, leased to the caller; undefined when none is due. */
  claim(): Promise<ClaimedMail | undefined>;
  markSent(id: string): Promise<void>;
  /** A failed attempt: try again at `at`. `errorCode` is a stable code, never an error's text. */
  retryLater(id: string, at: Date, errorCode: string): Promise<void>;
  /** Given up: kept, without its content, for `clinic mail queue --failed`. */
  markFailed(id: string, errorCode: string): Promise<void>;
  /** Messages waiting (due or not, leased included), for the metrics. */
  pendingCount(): Promise<number>;
}
