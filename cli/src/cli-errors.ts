/** Bad input from the user: printed as one line, exit status 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** An expected failure that is not the user's typing (slot taken, nothing to book): one line, exit status 1. */
export class CommandFailure extends Error {
  override readonly name = 'CommandFailure';
}
