import { clinicDateOf, formatUsDate, TESTIMONIAL_DEFAULT_LOCATION } from '@clinic/core';
import type { ModerationItem } from '@clinic/database';
import type { Command } from 'commander';
import { z } from 'zod';
import { UsageError } from '../cli-errors';
import type { CliContext } from '../context';
import { formatFlags, idOption } from '../options/option-schemas';
import { parseOptions } from '../options/parse-options';
import { describeJsonShape, singleListing, type Column } from '../output/listing';
import { printListing } from '../output/print-listing';
import { formatOf, withExamples, withFormatOptions } from './command-kit';

const COLUMNS: readonly Column<ModerationItem>[] = [
  { key: 'id', header: 'ID', value: (i) => i.id, align: 'right' },
  { key: 'status', header: 'STATUS', value: (i) => i.status },
  { key: 'origin', header: 'FROM', value: (i) => i.origin },
  { key: 'platform', header: 'PLATFORM', value: (i) => i.platform },
  { key: 'rating', header: 'STARS', value: (i) => i.rating ?? '', align: 'right' },
  { key: 'clinic', header: 'CLINIC', value: (i) => i.location ?? '' },
  // Clinic date, whatever the machine's zone.
  { key: 'date', header: 'DATE', value: (i) => (i.created_at ? formatUsDate(clinicDateOf(new Date(i.created_at))) : '') },
  { key: 'name', header: 'NAME', value: (i) => i.name ?? '' },
  { key: 'outcome', header: 'OUTCOME', value: (i) => i.ai_outcome_summary ?? '' },
  { key: 'comment', header: 'COMMENT', value: (i) => i.comment },
];

const listSchema = z.object({ ...formatFlags, pending: z.boolean().optional() });
const publishSchema = z.object({
  name: z.string().trim().min(1, { error: 'must not be empty' }).max(100, { error: 'must be 100 characters or fewer' }).optional(),
  outcome: z.string().trim().min(1, { error: 'must not be empty' }).max(200, { error: 'must be 200 characters or fewer' }).optional(),
});

/** `clinic feedback list|publish|hide`: staff moderation of patient feedback and imported reviews. */
export function registerFeedback(program: Command, ctx: CliContext): void {
  const feedback = program
    .command('feedback')
    .description(
      'moderate patient feedback and imported reviews: nothing is public until published (uses DATABASE_URL, or the embedded database in DATA_DIR)',
    );

  const list = feedback
    .command('list')
    .description('list feedback and reviews, newest first')
    .option('--pending', 'only those waiting for moderation');
  withFormatOptions(list, describeJsonShape({ columns: COLUMNS }, ['feedback']));
  withExamples(list, ['clinic feedback list --pending', 'clinic feedback list --csv > feedback.csv']);
  list.action(async (raw: unknown) => {
    const options = parseOptions(listSchema, raw);
    const format = formatOf(options);
    const items = await (await ctx.database()).moderation.list({ pendingOnly: options.pending === true });
    printListing(
      ctx.io,
      format,
      singleListing('feedback', COLUMNS, items, { empty: options.pending ? 'No feedback is waiting.' : 'No feedback yet.' }),
    );
  });

  const publish = feedback
    .command('publish <id>')
    .description(
      `publish one: it becomes a public testimonial on the home page and /testimonials (one that names no clinic is shown under ${TESTIMONIAL_DEFAULT_LOCATION})`,
    )
    .option('--name <name>', 'the name shown on the card, e.g. "Maria G." (default: VERIFIED PATIENT)')
    .option('--outcome <text>', 'the outcome line shown on the card, e.g. "Blood pressure under control"');
  withExamples(publish, ['clinic feedback publish 12 --name "Maria G." --outcome "Back to running in two weeks"']);
  publish.action(async (id: string, raw: unknown) => {
    const checked = checkId(id);
    const options = parseOptions(publishSchema, raw);
    const { moderation } = await ctx.database();
    const result = await moderation.publish(checked, options);
    if (result === 'not-found') throw new UsageError(`No feedback with id ${checked}.`);
    ctx.io.stdout.write(`Published ${checked}: it is now public.\n`);
    // The site's card names a clinic whatever happens (website.md's default): staff should know which one.
    const published = (await moderation.list()).find((item) => item.id === checked);
    if (!published?.location?.trim()) {
      ctx.io.stderr.write(`Note: ${checked} names no clinic, so the site shows it under ${TESTIMONIAL_DEFAULT_LOCATION}.\n`);
    }
  });

  const hide = feedback.command('hide <id>').description('hide one (also a published one): it is no longer public');
  withExamples(hide, ['clinic feedback hide 12']);
  hide.action(async (id: string) => {
    const checked = checkId(id);
    const result = await (await ctx.database()).moderation.hide(checked);
    if (result === 'not-found') throw new UsageError(`No feedback with id ${checked}.`);
    ctx.io.stdout.write(`Hidden ${checked}: it is not public.\n`);
  });
}

function checkId(id: string): string {
  const parsed = idOption.safeParse(id);
  if (!parsed.success) throw new UsageError(`id ${parsed.error.issues[0]!.message}`);
  return parsed.data;
}
