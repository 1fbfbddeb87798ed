// Node-only mail adapters, a subpath of their own (@clinic/adapters/mail) so they never reach the browser bundle.
export { SmtpMailer, type SmtpMailerOptions } from './smtp-mailer';
export { OutboxMailer, outboxDir, readOutbox, type OutboxEntry } from './outbox';
