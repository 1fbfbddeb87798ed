import type { ClockPort } from '@clinic/core';
import { CommanderError } from 'commander';
import { openCliDatabase, type DatabaseOpener } from './database/cli-database';
import { createContext, type GlobalOptions, type ServicesFactory } from './context';
import { reportError } from './error-report';
import { EXIT, type ExitCode } from './exit-codes';
import type { CliIo } from './io';
import { terminalText } from './output/terminal-text';
import { createProgram } from './program';
import { argsToParse } from './unknown-command';

/** Runs one `clinic …` invocation (arguments after the program name) and returns its exit status. */
export async function runCli(
  args: readonly string[],
  io: CliIo,
  factory: ServicesFactory,
  openDatabase: DatabaseOpener = openCliDatabase,
  clock?: ClockPort,
): Promise<ExitCode> {
  let globals: () => GlobalOptions = () => ({});
  const ctx = createContext(io, factory, () => globals(), openDatabase, clock);
  const program = createProgram(ctx);
  globals = () => program.opts<GlobalOptions>();
  try {
    await program.parseAsync([...argsToParse(program, args)], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    // Commander has already printed its one-line message (or the help / version).
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    const report = reportError(error, ctx.label, globals().debug === true || args.includes('--debug'));
    // The line may quote athena's answer, and athena's records hold what patients typed.
    io.stderr.write(`${terminalText(report.line, 'multi-line')}\n`);
    return report.exitCode;
  } finally {
    await ctx.close();
  }
}
