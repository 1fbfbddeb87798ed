/** The CLI's exit statuses, documented at the end of `clinic --help`. */
export const EXIT = {
  ok: 0,
  failure: 1,
  usage: 2,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export const EXIT_CODES_HELP = [
  'Exit codes:',
  `  ${EXIT.ok}  ok`,
  `  ${EXIT.failure}  failure: the scheduler refused or could not be reached, or the slot was taken`,
  `  ${EXIT.usage}  bad usage: unknown command or option, malformed or reversed dates, non-numeric or unknown ids`,
].join('\n');
