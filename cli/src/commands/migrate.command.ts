import type { Command } from 'commander';
import type { CliContext } from '../context';
import { withExamples } from './command-kit';

/** `clinic migrate` (`npm run migrate`): brings the database schema up to date; the server also does at start. */
export function registerMigrate(program: Command, ctx: CliContext): void {
  const command = program
    .command('migrate')
    .description('apply database migrations (DATABASE_URL, or the embedded database in DATA_DIR); safe to repeat');
  withExamples(command, ['DATABASE_URL=postgres://clinic@db/clinic clinic migrate']);
  command.action(async () => {
    const database = await ctx.database();
    ctx.io.stdout.write(
      database.applied.length
        ? `Applied ${database.applied.join(', ')} to ${database.description}.\n`
        : `Up to date: ${database.description}.\n`,
    );
  });
}
