import type { Command } from 'commander';
import { readFileSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import { z } from 'zod';
import { UsageError } from '../cli-errors';
import type { CliContext } from '../context';
import { IMPORT_COLUMNS_HELP, parseReviewFile } from '../input/review-import';
import { parseOptions } from '../options/parse-options';
import { withExamples } from './command-kit';

const MAX_FILE_BYTES = 10 * 1024 * 1024;
const importSchema = z.object({ platform: z.enum(['google', 'yelp', 'vitals'], { error: 'must be google, yelp or vitals' }).optional() });

/** `clinic testimonials import`: reviews exported from Google, Yelp or Vitals, added as pending. */
export function registerTestimonials(program: Command, ctx: CliContext): void {
  const testimonials = program.command('testimonials').description('testimonials from review sites');
  const importCommand = testimonials
    .command('import <file>')
    .description(
      'add reviews exported from Google, Yelp or Vitals (.csv with a header row, or .json) as pending; publish them with `clinic feedback publish`',
    )
    .option('--platform <platform>', 'google, yelp or vitals, when the file has no platform column')
    .addHelpText(
      'after',
      `\nColumns (CSV header or JSON keys; the first name present is used):\n${IMPORT_COLUMNS_HELP}\n` +
        'id and comment are required; rating is 1-5 or ONE-FIVE; date is ISO 8601 (2025-11-02 or 2025-11-02T18:00:00Z).\n' +
        'A review already imported (same platform and id) is skipped, so importing a file again adds only new ones.\n' +
        'A bad record stops the import before anything is written, naming the record.',
    );
  withExamples(importCommand, [
    'clinic testimonials import google-reviews.json --platform google',
    'clinic testimonials import yelp.csv --platform yelp',
  ]);
  importCommand.action(async (file: string, raw: unknown) => {
    const options = parseOptions(importSchema, raw);
    const format = extname(file).toLowerCase() === '.json' ? 'json' : extname(file).toLowerCase() === '.csv' ? 'csv' : undefined;
    if (!format) throw new UsageError(`${file}: the file must end in .csv or .json`);
    let text: string;
    try {
      if (statSync(file).size > MAX_FILE_BYTES) throw new UsageError(`${file}: larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`);
      text = readFileSync(file, 'utf8');
    } catch (error) {
      if (error instanceof UsageError) throw error;
      throw new UsageError(`${file}: cannot read it (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    }
    const parsed = parseReviewFile(text, format, options.platform);
    if ('error' in parsed) throw new UsageError(`${file}: ${parsed.error}; nothing was imported`);
    const { added, skipped } = await (await ctx.database()).moderation.importReviews(parsed.reviews);
    ctx.io.stdout.write(
      `Imported ${added} review${added === 1 ? '' : 's'} as pending${skipped ? ` (${skipped} already imported, skipped)` : ''}.\n`,
    );
  });
}
