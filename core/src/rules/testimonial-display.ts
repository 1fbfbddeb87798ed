import { z } from 'zod';
import type { Testimonial } from '../model';
import { clinicDateOf, formatIsoDate } from '../time';
import { withoutBidiControls } from '../validation/untrusted-text';

export type TestimonialSource = 'yelp' | 'vitals' | 'hospital' | 'google';

/**
 * What a testimonial card shows (website.md §2, testimonials section): data, not words. The page words what is
 * missing in its own language (website.md §3's "VERIFIED PATIENT", "Recent", "Excellent care provided") and the date.
 */
export interface TestimonialCard {
  id: string;
  /** The reviewer's name; empty when the review gives none. */
  name: string;
  rating: number;
  text: string;
  location: string;
  /** The clinic day it was posted (YYYY-MM-DD); undefined when unknown. */
  day?: string | undefined;
  /** The review's outcome line; empty when it has none. */
  outcome: string;
  verified: true;
  source: TestimonialSource;
}

const TESTIMONIAL_TEXT_LIMIT = 120;
/** The clinic a card names when its testimonial names none (website.md §3). */
export const TESTIMONIAL_DEFAULT_LOCATION = 'Glendale';
const KNOWN_SOURCES: readonly TestimonialSource[] = ['yelp', 'vitals', 'hospital'];

/**
 * Turns a stored testimonial into a card with the spec's display defaults that are data (website.md §3): 5 stars,
 * Glendale; the worded ones are left to the page, in its language. The home carousel
 * cuts the text at 120 characters; the /testimonials page shows it whole (`full`).
 */
export function toTestimonialCard(t: Testimonial, options: { full?: boolean } = {}): TestimonialCard {
  const comment = readable(t.comment);
  return {
    id: t.id,
    name: readable(t.name),
    rating: starsOf(t.rating),
    text: options.full ? comment : shortenTestimonial(comment),
    location: readable(t.location) || TESTIMONIAL_DEFAULT_LOCATION,
    day: clinicDay(t.created_at),
    outcome: readable(t.ai_outcome_summary),
    verified: true,
    source: sourceOf(t.platform),
  };
}

// A bidi override in a review reorders the card's text (a review reading as its opposite, a reversed host name).
function readable(text: string | null | undefined): string {
  return withoutBidiControls(text ?? '').trim();
}

/** Any platform the site has no logo for is shown as Google (website.md §3). */
export function sourceOf(platform: string): TestimonialSource {
  const p = platform.trim().toLowerCase();
  return KNOWN_SOURCES.find((s) => s === p) ?? 'google';
}

/** Cuts at 120 characters, at a word boundary when one lies past 80 % of the limit (website.md §5). */
export function shortenTestimonial(text: string, limit = TESTIMONIAL_TEXT_LIMIT): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  const kept = lastSpace > limit * 0.8 ? cut.slice(0, lastSpace) : cut;
  return `${kept.trimEnd()}...`;
}

/** A missing rating shows the default five stars (website.md §3); a given one, even 0, shows as given. */
function starsOf(rating: number | null | undefined): number {
  if (rating == null || !Number.isFinite(rating)) return 5;
  return Math.min(5, Math.max(0, Math.round(rating)));
}

// The clinic's calendar date, so a review posted late in the Pacific evening keeps its day.
function clinicDay(createdAt: string | null | undefined): string | undefined {
  if (!createdAt) return undefined;
  const instant = new Date(createdAt);
  if (Number.isNaN(instant.getTime())) return undefined;
  return formatIsoDate(clinicDateOf(instant));
}

const testimonialSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  platform: z.string().catch('google'),
  name: z.string().nullish(),
  rating: z.coerce.number().nullish().catch(null),
  comment: z.string(),
  location: z.string().nullish(),
  created_at: z.string().nullish(),
  is_public: z.boolean().default(true),
  ai_outcome_summary: z.string().nullish(),
});

const responseSchema = z.object({
  success: z.literal(true),
  data: z.object({ testimonials: z.array(testimonialSchema) }),
});

const INVALID_TESTIMONIALS_RESPONSE = 'Invalid response format';

export type TestimonialsParseResult =
  { ok: true; testimonials: Testimonial[] } | { ok: false; message: typeof INVALID_TESTIMONIALS_RESPONSE };

/** Validates the testimonials call's body; only public testimonials are kept (website.md §7, §8). */
export function parseTestimonialsResponse(json: unknown): TestimonialsParseResult {
  const parsed = responseSchema.safeParse(json);
  if (!parsed.success) return { ok: false, message: INVALID_TESTIMONIALS_RESPONSE };
  return { ok: true, testimonials: parsed.data.data.testimonials.filter((t) => t.is_public) };
}

/**
 * Shown when the testimonials call fails (website.md §4): fictional samples, one per source, their stories as written
 * (in English, as a patient's are) and no date ("Recent" in the page's language).
 */
export const FALLBACK_TESTIMONIALS: readonly TestimonialCard[] = [
  {
    id: 'fallback-yelp',
    name: 'Maria G.',
    rating: 5,
    location: 'Glendale',
    verified: true,
    source: 'yelp',
    text: 'The front desk got me in the same week and the doctor took time to explain my lab results in plain words.',
    outcome: 'Clear explanation of lab results',
  },
  {
    id: 'fallback-vitals',
    name: 'Robert K.',
    rating: 5,
    location: 'Burbank',
    verified: true,
    source: 'vitals',
    text: 'Easy online booking, short wait, and a follow-up call the next day. It felt like a practice that listens.',
    outcome: 'Smooth visit and timely follow-up',
  },
  {
    id: 'fallback-google',
    name: 'Aline S.',
    rating: 5,
    location: 'La Canada',
    verified: true,
    source: 'google',
    text: 'Friendly staff and a thorough annual physical. My questions were answered without feeling rushed.',
    outcome: 'Thorough annual physical',
  },
];

const pageResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    testimonials: z.array(testimonialSchema),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
  }),
});

export type TestimonialsPageParseResult =
  { ok: true; testimonials: Testimonial[]; page: number; pageCount: number } | { ok: false; message: typeof INVALID_TESTIMONIALS_RESPONSE };

/** Validates one page of GET /api/testimonials?page=N (the /testimonials page); public ones only. */
export function parseTestimonialsPageResponse(json: unknown): TestimonialsPageParseResult {
  const parsed = pageResponseSchema.safeParse(json);
  if (!parsed.success) return { ok: false, message: INVALID_TESTIMONIALS_RESPONSE };
  const { testimonials, page, pageSize, total } = parsed.data.data;
  return { ok: true, testimonials: testimonials.filter((t) => t.is_public), page, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}
