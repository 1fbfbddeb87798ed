import type { Command } from 'commander';
import { z } from 'zod';
import { UsageError } from '../cli-errors';
import type { CliContext } from '../context';
import { countOption, formatFlags } from '../options/option-schemas';
import { parseOptions } from '../options/parse-options';
import { clinicStamp } from '../output/clinic-format';
import { singleListing, type Column } from '../output/listing';
import { printListing } from '../output/print-listing';
import { withExamples } from './command-kit';

const optionsSchema = z.object({
  limit: countOption.optional(),
  to: z.string().trim().toLowerCase().optional(),
  ...formatFlags,
});

interface Row {
  sentAt: string;
  kind: string;
  to: string;
  subject: string;
  code: string;
  text: string;
}

const columns: readonly Column<Row>[] = [
  { key: 'sentAt', header: 'SENT (CLINIC TIME)', value: (r) => r.sentAt },
  { key: 'kind', header: 'KIND', value: (r) => r.kind },
  { key: 'to', header: 'TO', value: (r) => r.to },
  { key: 'subject', header: 'SUBJECT', value: (r) => r.subject },
  { key: 'code', header: 'CODE', value: (r) => r.code },
];

/** `clinic outbox`: the demo's e-mails (DATA_DIR/outbox), newest first, verification codes visible. */
export function registerOutbox(program: Command, ctx: CliContext): void {
  const command = program
    .command('outbox')
    .description(
      'list the e-mails the demo server wrote to DATA_DIR/outbox (newest first, with verification codes); production sends over SMTP',
    )
    .option('--limit <n>', 'at most this many messages (default 20)')
    .option('--to <email>', 'only messages to this address')
    .option('--json', 'print JSON: {"messages": [{sentAt, kind, to, subject, code, text}, …]}')
    .option('--csv', 'print CSV');
  withExamples(command, ['clinic outbox', 'clinic outbox --to ana@example.com --limit 1 --json']);
  command.action(async (raw: unknown) => {
    const options = parseOptions(optionsSchema, raw);
    const { databaseSettingsFromEnv } = await import('@clinic/database');
    const read = databaseSettingsFromEnv(ctx.io.env);
    if ('error' in read) throw new UsageError(read.error);
    const { outboxDir, readOutbox } = await import('@clinic/adapters/mail');
    const dir = outboxDir(read.settings.dataDir);
    const messages = (await readOutbox(dir))
      .filter((m) => !options.to || m.to.email.toLowerCase() === options.to)
      .slice(0, options.limit ?? 20);
    const rows: Row[] = messages.map((m) => ({
      sentAt: clinicStamp(new Date(m.sentAt)),
      kind: m.kind,
      to: m.to.email,
      subject: m.subject,
      code: m.otp ?? '',
      text: m.text,
    }));
    const format = options.json ? 'json' : options.csv ? 'csv' : 'table';
    const listed = format === 'table' ? columns : [...columns, { key: 'text', header: 'TEXT', value: (r: Row) => r.text }];
    printListing(
      ctx.io,
      format,
      singleListing('messages', listed, rows, {
        caption: `Outbox ${dir} (newest first)`,
        empty: `No e-mails in ${dir}. The demo server writes one file per e-mail there; production sends over SMTP instead.`,
      }),
    );
  });
}
