import type { Command } from 'commander';
import { UsageError } from '../cli-errors';
import { EXIT_CODES_HELP } from '../exit-codes';
import type { OutputFormat } from '../output/listing';

/** Adds --json and --csv to a listing command; the --json help states the exact shape printed. */
export function withFormatOptions(command: Command, jsonShape: string): Command {
  return command.option('--json', `print JSON: ${jsonShape}`).option('--csv', 'print CSV (RFC 4180, header row) for spreadsheets');
}

/** The output format chosen by --json / --csv; both at once is a usage error. */
export function formatOf(options: { json?: boolean | undefined; csv?: boolean | undefined }): OutputFormat {
  if (options.json && options.csv) throw new UsageError('--json and --csv cannot be used together; pick one');
  if (options.json) return 'json';
  return options.csv ? 'csv' : 'table';
}

/** Appends worked examples and the exit codes to a command's --help. */
export function withExamples(command: Command, examples: readonly string[]): Command {
  const lines = examples.map((e) => `  $ ${e}`).join('\n');
  return command.addHelpText('after', `\nExamples:\n${lines}\n\n${EXIT_CODES_HELP}\n`);
}
