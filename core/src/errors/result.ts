/**
 * Every "worked / didn't" answer of the core and the server has this one shape (docs/decisions/, decision 38):
 * `{ ok: true, value }`, or `{ ok: false, code, … }` where `code` is the discriminant a driver maps in one
 * `satisfies Record<Code, …>` table. A failure carries the spec's `message` when it has a text to show, and only
 * what its code needs besides (field errors, the details a retry reuses).
 */
export type Result<T, F extends Failure = Failure> = Ok<T> | F;

export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

export interface Failure<C extends string = string> {
  readonly ok: false;
  readonly code: C;
}

export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

/** A failure with its code and the fields that code carries. */
export function fail<C extends string, E extends object = object>(code: C, fields?: E): Failure<C> & E {
  return { ok: false, code, ...(fields as E) };
}
