import { fail, type Failure, type Result } from '../errors/result';
import { MANAGE_MESSAGES, type ManageErrorCode } from './manage-messages';
import type { ManageFailure } from './manage.schema';

/** A manage use-case's refusal: core's one Result failure (decision 38) with the wire body's message and fields. */
export type ManageRefusal = Failure<ManageErrorCode> & ManageFailure;

/** An expected outcome of a manage use-case: a value, or a refusal with a stable code and its message. */
export type ManageResult<T> = Result<T, ManageRefusal>;

/** The body the browser gets for a refusal: `{ code, message, … }`. */
export function manageFailure(code: ManageErrorCode, extra: Pick<ManageFailure, 'fields' | 'attemptsLeft'> = {}): ManageFailure {
  return { code, message: MANAGE_MESSAGES[code], ...extra };
}

export function refuseManage(code: ManageErrorCode, extra?: Pick<ManageFailure, 'fields' | 'attemptsLeft'>): ManageRefusal {
  return fail(code, manageFailure(code, extra));
}

/** The wire body of a refusal, without the Result's `ok`. */
export function refusalBody({ ok: _ok, ...body }: ManageRefusal): ManageFailure {
  return body;
}

/** A refusal read back from its wire body (the browser's side of the routes). */
export function refusalOf(body: ManageFailure): ManageRefusal {
  return { ...body, ok: false };
}
