import { MANAGE_MESSAGES, type ManageErrorCode } from './manage-messages';
import type { ManageFailure } from './manage.schema';

/** An expected outcome of a manage use-case: a value, or a failure with a stable code and the spec's message. */
export type ManageResult<T> = { ok: true; value: T } | { ok: false; failure: ManageFailure };

export function manageFailure(code: ManageErrorCode, extra: Pick<ManageFailure, 'fields' | 'attemptsLeft'> = {}): ManageFailure {
  return { code, message: MANAGE_MESSAGES[code], ...extra };
}

export const succeed = <T>(value: T): ManageResult<T> => ({ ok: true, value });
export const fail = <T>(code: ManageErrorCode, extra?: Pick<ManageFailure, 'fields' | 'attemptsLeft'>): ManageResult<T> => ({
  ok: false, failure: manageFailure(code, extra),
});
