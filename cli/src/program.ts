import { Command, Option } from 'commander';
import packageJson from '../package.json';
import { registerBook } from './commands/book.command';
import { registerBooked } from './commands/booked.command';
import { registerCancel } from './commands/cancel.command';
import { registerOutbox } from './commands/outbox.command';
import { registerDepartments } from './commands/departments.command';
import { registerFeedback } from './commands/feedback.command';
import { registerMailQueue } from './commands/mail-queue.command';
import { registerMigrate } from './commands/migrate.command';
import { registerProviders } from './commands/providers.command';
import { registerReasons } from './commands/reasons.command';
import { registerReport } from './commands/report-bookings.command';
import { registerSlots } from './commands/slots.command';
import { registerTestimonials } from './commands/testimonials.command';
import { registerTypes } from './commands/types.command';
import { registerWaitlist } from './commands/waitlist.command';
import type { CliContext } from './context';
import { EXIT_CODES_HELP } from './exit-codes';

const ROOT_HELP = `
Sources:
  fixture  the built-in demo practice, in memory; no server, no credentials (default when no ATHENA_* is set)
  athena   athenahealth over HTTPS with ATHENA_BASE_URL, ATHENA_PRACTICE_ID, ATHENA_CLIENT_ID and
           ATHENA_CLIENT_SECRET (default when all four are set); point it at the fake athena of \`npm start\`
           to see bookings made on the website

Feedback, testimonials, the mail queue and reports use the same database as the server:
PostgreSQL at DATABASE_URL, or the embedded one in DATA_DIR (default ./data), shared with a running \`npm start\`.

Dates are MM/DD/YYYY and every date and time is clinic time (America/Los_Angeles), whatever TZ says.
Tables are the default; --json and --csv print data only, on stdout. Colours only on a terminal, never with NO_COLOR.
Control characters and bidi overrides in stored text (feedback, names, notes) are printed written out, as \\u001b.

Examples:
  $ clinic departments
  $ clinic slots --department 1 --patient existing --limit 10
  $ clinic booked --from 12/01/2025 --to 12/31/2025 --csv > december.csv
  $ clinic book --slot 1234 --patient 5001 --type 2
  $ clinic cancel --appointment 1234 --reason "Patient called: feeling better"
  $ clinic outbox
  $ clinic feedback list --pending
  $ clinic feedback publish 12 --name "Maria G."
  $ clinic report bookings --from 2025-11-01 --to 2025-11-30

${EXIT_CODES_HELP}
`;

/** The `clinic` program: global options, every command, help texts; exiting is left to the caller. */
export function createProgram(ctx: CliContext): Command {
  const program = new Command('clinic')
    .description('Staff command line for the clinics\u2019 schedule: departments, providers, open slots, booked appointments, booking.')
    .version(packageJson.version, '-V, --version', 'print the version')
    .addOption(new Option('--source <source>', 'where to read the schedule').choices(['fixture', 'athena']))
    .option('--debug', 'print stack traces on errors')
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => ctx.io.stdout.write(text),
      writeErr: (text) => ctx.io.stderr.write(text),
    })
    .addHelpText('after', ROOT_HELP);
  for (const register of [
    registerDepartments,
    registerProviders,
    registerTypes,
    registerReasons,
    registerSlots,
    registerBooked,
    registerBook,
    registerCancel,
    registerFeedback,
    registerOutbox,
    registerMailQueue,
    registerReport,
    registerWaitlist,
    registerTestimonials,
    registerMigrate,
  ]) {
    register(program, ctx);
  }
  return program;
}
