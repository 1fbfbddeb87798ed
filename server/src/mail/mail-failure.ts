import { deliveryErrorCode } from '@clinic/adapters/mail';
import { isSchedulerError } from '@clinic/core';
import { failureCode } from '../routes/health/failure-code';

/** The service a confirmation e-mail failed on, as `/readyz` names it (issue #36.5): what an operator goes to fix. */
export type MailDependency = 'athena' | 'database' | 'smtp';

/**
 * Where a mail that could not be sent failed, and the deepest code on the way (ECONNREFUSED rather than the
 * wrapper's NETWORK or ESOCKET). Athena fails while the recipient is looked up; the mailer fails on the queue's database when
 * mail goes through the queue (`queued`), else on the mail server itself.
 */
export function mailFailure(error: unknown, queued: boolean): { dependency: MailDependency; code: string } {
  const dependency = isSchedulerError(error) ? 'athena' : queued ? 'database' : 'smtp';
  // The mail server's own code is the worker's (SMTP_550, or the socket's under nodemailer's ESOCKET).
  return { dependency, code: dependency === 'smtp' ? deliveryErrorCode(error) : failureCode(error) };
}
