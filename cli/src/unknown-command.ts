import type { Command, Option } from 'commander';

const HELP_FLAGS = new Set(['--help', '-h']);

/**
 * The arguments to parse. Commander answers --help before it looks a command up, so `clinic bogus --help` printed
 * the general help and exited 0; when a command named in `args` does not exist, the help flags are left out and
 * commander reports the unknown command (with its suggestion), which exits 2.
 */
export function argsToParse(program: Command, args: readonly string[]): readonly string[] {
  return namesUnknownCommand(program, args, []) ? args.filter((arg) => !HELP_FLAGS.has(arg)) : args;
}

// Walks down the named commands; options of the commands above stay valid below (commander's default).
function namesUnknownCommand(command: Command, args: readonly string[], inherited: readonly Option[]): boolean {
  const options = [...inherited, ...command.options];
  const at = firstOperand(args, options);
  if (at === undefined || command.commands.length === 0) return false;
  const name = args[at]!;
  // `clinic help <command>` is commander's own help command.
  if (name === 'help') return false;
  const sub = command.commands.find((c) => c.name() === name || c.aliases().includes(name));
  return sub ? namesUnknownCommand(sub, args.slice(at + 1), options) : true;
}

function firstOperand(args: readonly string[], options: readonly Option[]): number | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') return i + 1 < args.length ? i + 1 : undefined;
    if (!arg.startsWith('-') || arg === '-') return i;
    const option = options.find((o) => o.long === arg || o.short === arg);
    // `--source athena`: the next argument is the option's value, not a command.
    if (option?.required) i++;
  }
  return undefined;
}
