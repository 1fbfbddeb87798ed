import type { MailQueueItem } from '@clinic/database';
import type { Command } from 'commander';
import { z } from 'zod';
import type { CliContext } from '../context';
import { clinicStamp } from '../output/clinic-format';
import { countOption, formatFlags } from '../options/option-schemas';
import { parseOptions } from '../options/parse-options';
import { describeJsonShape, singleListing, type Column } from '../output/listing';
import { printListing } from '../output/print-listing';
import { formatOf, withExamples, withFormatOptions } from './command-kit';

const stampOf = (iso: string | null) => (iso ? clinicStamp(new Date(iso)) : '');

// Never a recipient or a content: the queue keeps them encrypted, and staff find a patient's mail by its kind and time.
const COLUMNS: readonly Column<MailQueueItem>[] = [
  { key: 'id', header: 'ID', value: (m) => m.id, align: 'right' },
  { key: 'kind', header: 'KIND', value: (m) => m.kind },
  { key: 'state', header: 'STATE', value: (m) => m.state },
  { key: 'attempts', header: 'TRIES', value: (m) => m.attempts, align: 'right' },
  { key: 'queued', header: 'QUEUED (CLINIC TIME)', value: (m) => stampOf(m.created_at) },
  { key: 'nextAttempt', header: 'NEXT TRY', value: (m) => stampOf(m.next_attempt_at) },
  { key: 'lastError', header: 'LAST ERROR', value: (m) => m.last_error ?? '' },
];

const optionsSchema = z.object({ ...formatFlags, failed: z.boolean().optional(), limit: countOption.optional() });

/** `clinic mail queue`: e-mails the server has not sent yet, and those it gave up on or capped (#36, #34). */
export function registerMailQueue(program: Command, ctx: CliContext): void {
  const mail = program
    .command('mail')
    .description("the server's outgoing e-mail (uses DATABASE_URL, or the embedded database in DATA_DIR)");
  const queue = mail
    .command('queue')
    .description('list e-mails waiting to be sent, given up (failed) or over an address daily cap (capped), newest first')
    .option('--failed', 'only those given up or capped')
    .option('--limit <n>', 'at most this many (default 200)');
  withFormatOptions(queue, describeJsonShape({ columns: COLUMNS }, ['mail']));
  withExamples(queue, ['clinic mail queue', 'clinic mail queue --failed --json']);
  queue.action(async (raw: unknown) => {
    const options = parseOptions(optionsSchema, raw);
    const failedOnly = options.failed === true;
    const items = await (await ctx.database()).mailQueue({ failedOnly, ...(options.limit ? { limit: options.limit } : {}) });
    printListing(
      ctx.io,
      formatOf(options),
      singleListing('mail', COLUMNS, items, {
        empty: failedOnly ? 'No e-mail was given up or capped.' : 'No e-mail is waiting: everything queued was sent.',
      }),
    );
  });
}
