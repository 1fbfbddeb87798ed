import { CONTROL_CHARACTER, hasControlCharacters } from '@clinic/core';
import type { ImportedReview } from '@clinic/database';
import { z } from 'zod';
import { parseCsv } from './csv-parse';

/** Each field with the column names the review sites' exports use for it (first match wins). */
const IMPORT_COLUMNS = {
  platform: ['platform', 'source'],
  id: ['id', 'review_id', 'reviewId', 'reviewid'],
  name: ['name', 'reviewer', 'author', 'user_name', 'displayName'],
  rating: ['rating', 'starRating', 'stars'],
  comment: ['comment', 'text', 'review', 'content'],
  date: ['date', 'createTime', 'created_at', 'time'],
  location: ['location', 'clinic'],
} as const;

/** The --help text naming the accepted columns. */
export const IMPORT_COLUMNS_HELP = Object.entries(IMPORT_COLUMNS)
  .map(([field, names]) => `  ${field.padEnd(9)} ${names.join(', ')}`)
  .join('\n');

// Google's export spells ratings out.
const WORD_RATINGS: Record<string, number> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };
const MAX_COMMENT = 5000;

const reviewSchema = z.object({
  platform: z.enum(['google', 'yelp', 'vitals'], { error: 'platform must be google, yelp or vitals (column "platform" or --platform)' }),
  sourceRef: z.string({ error: 'id is missing' }).trim().min(1, { error: 'id is missing' }).max(200),
  // A review is published and printed to staff terminals: its text must be data, never a terminal command.
  name: z
    .string()
    .trim()
    .max(100)
    .refine((name) => !CONTROL_CHARACTER.test(name), { error: 'name holds control characters' })
    .optional(),
  rating: z
    .number({ error: 'rating must be 1 to 5 (or ONE to FIVE)' })
    .int()
    .min(1, { error: 'rating must be 1 to 5 (or ONE to FIVE)' })
    .max(5, { error: 'rating must be 1 to 5 (or ONE to FIVE)' })
    .optional(),
  comment: z
    .string({ error: 'comment is missing' })
    .trim()
    .min(1, { error: 'comment is missing' })
    .max(MAX_COMMENT, { error: `comment is longer than ${MAX_COMMENT} characters` })
    .refine((comment) => !hasControlCharacters(comment), { error: 'comment holds control characters (other than line breaks)' }),
  createdAt: z.iso.datetime({ offset: true, error: 'date must be ISO 8601, e.g. 2025-11-02 or 2025-11-02T18:00:00Z' }).optional(),
  location: z.enum(['Glendale', 'La Canada', 'Burbank'], { error: 'location must be Glendale, La Canada or Burbank' }).optional(),
});

export type ImportParse = { reviews: ImportedReview[] } | { error: string };

/** Reads a CSV or JSON export into reviews; the first bad record stops it, with its number and why. */
export function parseReviewFile(text: string, format: 'csv' | 'json', platform?: string): ImportParse {
  let records: unknown[];
  try {
    records = format === 'csv' ? parseCsv(text) : jsonRecords(JSON.parse(text));
  } catch (error) {
    return { error: `the file is not valid ${format.toUpperCase()}: ${error instanceof Error ? error.message : String(error)}` };
  }
  const reviews: ImportedReview[] = [];
  for (const [index, record] of records.entries()) {
    if (typeof record !== 'object' || record === null) return { error: `record ${index + 1}: not an object` };
    const parsed = reviewSchema.safeParse(normalise(record as Record<string, unknown>, platform));
    if (!parsed.success) return { error: `record ${index + 1}: ${parsed.error.issues[0]!.message}` };
    const { name, rating, createdAt, location, ...rest } = parsed.data;
    reviews.push({
      ...rest,
      ...(name ? { name } : {}),
      ...(rating ? { rating } : {}),
      ...(createdAt ? { createdAt } : {}),
      ...(location ? { location } : {}),
    });
  }
  return { reviews };
}

function jsonRecords(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  // Google's export wraps them: { "reviews": [ … ] }.
  const reviews = (value as { reviews?: unknown } | null)?.reviews;
  if (Array.isArray(reviews)) return reviews;
  throw new Error('expected a list of reviews, or { "reviews": [ … ] }');
}

function normalise(record: Record<string, unknown>, platform?: string): Record<string, unknown> {
  const pick = (names: readonly string[]) => {
    for (const n of names) {
      const v = record[n];
      if (v !== undefined && v !== null && v !== '')
        return typeof v === 'number' ? v : typeof v === 'string' ? v : ((v as { displayName?: unknown }).displayName ?? v);
    }
    return undefined;
  };
  const rating = pick(IMPORT_COLUMNS.rating);
  const date = pick(IMPORT_COLUMNS.date);
  return {
    platform: (platform ?? String(pick(IMPORT_COLUMNS.platform) ?? '')).toLowerCase() || undefined,
    sourceRef: pick(IMPORT_COLUMNS.id) === undefined ? undefined : String(pick(IMPORT_COLUMNS.id)),
    name: pick(IMPORT_COLUMNS.name),
    rating:
      typeof rating === 'string'
        ? (WORD_RATINGS[rating.trim().toUpperCase()] ?? (/^\d+$/.test(rating.trim()) ? Number(rating) : rating))
        : rating,
    comment: pick(IMPORT_COLUMNS.comment),
    // A bare day is taken as noon in clinic time (20:00 UTC), so it stays that calendar day.
    createdAt: typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date.trim()) ? `${date.trim()}T20:00:00Z` : date,
    location: pick(IMPORT_COLUMNS.location),
  };
}
