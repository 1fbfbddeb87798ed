import { isSchedulerError, type SchedulerError, type SchedulerErrorCode } from '@clinic/core';
import { CommandFailure, UsageError } from './cli-errors';
import { EXIT, type ExitCode } from './exit-codes';

/** What the user sees for a failed command: one line on stderr and an exit status. */
export interface ErrorReport {
  line: string;
  exitCode: ExitCode;
}

// Node's socket error codes, in the words a front-desk user understands.
const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found (DNS lookup failed)',
  ECONNRESET: 'connection reset',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  CERT_HAS_EXPIRED: 'TLS certificate expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'self-signed TLS certificate',
};

/** Why a network call failed, from the deepest `code` in the cause chain (fetch wraps the socket error). */
function networkReason(error: unknown): string | undefined {
  for (let e = error, depth = 0; e !== undefined && e !== null && depth < 6; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code in NETWORK_REASONS) return NETWORK_REASONS[code];
    const nested = (e as { errors?: unknown[] }).errors?.[0];
    e = (e as { cause?: unknown }).cause ?? nested;
  }
  return undefined;
}

const SCHEDULER_LINES = {
  INVALID_INPUT: (e) => e.message,
  // A 403 carries athena's own text and what it means (adapters athena-answers.ts); a 401 is the credentials.
  UNAUTHORIZED: (e, source) =>
    e.status === 403
      ? `${source}: refused: ${e.message}`
      : `${source}: access refused, check the ATHENA_* credentials and practice id (${e.message})`,
  PAYMENT_REQUIRED: (e, source) => `${source}: not permitted for this practice (${e.message})`,
  NOT_FOUND: (e) => e.message,
  SLOT_UNAVAILABLE: (e) => e.message,
  CONFLICT: (e) => e.message,
  RATE_LIMITED: (e, source) => `${source}: too many requests, try again in a minute (${e.message})`,
  TIMEOUT: (e, source) => `${source}: no answer in time (${e.message})`,
  NETWORK: (e, source) => `${source}: ${networkReason(e.cause) ?? e.message}`,
  UPSTREAM: (e, source) => `${source}: ${e.message}`,
} satisfies Record<SchedulerErrorCode, (e: SchedulerError, source: string) => string>;

/** Maps anything a command threw to the line and status the user gets; stack traces only with --debug. */
export function reportError(error: unknown, source: string, debug: boolean): ErrorReport {
  const report = describe(error, source);
  if (debug && error instanceof Error && error.stack) {
    return { ...report, line: `${report.line}\n${error.stack}${causeStack(error)}` };
  }
  return report;
}

function describe(error: unknown, source: string): ErrorReport {
  if (error instanceof UsageError) return { line: error.message, exitCode: EXIT.usage };
  if (error instanceof CommandFailure) return { line: error.message, exitCode: EXIT.failure };
  if (isSchedulerError(error)) {
    // An id the scheduler does not know is bad usage, as `--help` promises (exit-codes.ts).
    return { line: SCHEDULER_LINES[error.code](error, source), exitCode: error.code === 'NOT_FOUND' ? EXIT.usage : EXIT.failure };
  }
  const why = networkReason(error);
  if (why) return { line: `${source}: ${why}`, exitCode: EXIT.failure };
  const message = error instanceof Error ? error.message : String(error);
  return { line: `Unexpected error: ${message} (run again with --debug for details)`, exitCode: EXIT.failure };
}

function causeStack(error: Error): string {
  const cause = error.cause;
  return cause instanceof Error && cause.stack ? `\nCaused by: ${cause.stack}` : '';
}
