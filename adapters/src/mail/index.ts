// Node-only mail adapters, a subpath of their own (@clinic/adapters/mail) so they never reach the browser bundle.
export { SmtpMailer, type SmtpMailerOptions } from './smtp-mailer';
export { OutboxMailer, outboxDir, readOutbox, type OutboxEntry } from './outbox';
export { QueuedMailer, MailBufferFullError, type HandOverOutcome, type QueuedMailerOptions } from './queued-mailer';
export { MailQueueWorker, deliveryErrorCode, type DeliveryEvent, type MailQueueWorkerOptions } from './mail-queue-worker';
