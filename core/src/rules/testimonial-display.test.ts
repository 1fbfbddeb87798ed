import { describe, expect, it } from 'vitest';
import type { Testimonial } from '../model';
import { FALLBACK_TESTIMONIALS, parseTestimonialsResponse, shortenTestimonial, sourceOf, toTestimonialCard } from './testimonial-display';

const bare: Testimonial = { id: 't1', platform: 'yelp', comment: 'Great visit.', is_public: true };

describe('testimonial cards', () => {
  // Issue #37: the page words "VERIFIED PATIENT", "Recent" and "Excellent care provided" in its language.
  it('fills the spec defaults that are data and leaves the worded ones empty for the page', () => {
    const card = toTestimonialCard({ ...bare, name: null, rating: null, location: '', created_at: null, ai_outcome_summary: ' ' });
    expect(card).toEqual({
      id: 't1',
      name: '',
      rating: 5,
      text: 'Great visit.',
      location: 'Glendale',
      day: undefined,
      outcome: '',
      verified: true,
      source: 'yelp',
    });
  });

  it('keeps the given name, rating, location and outcome', () => {
    const card = toTestimonialCard({ ...bare, name: 'Ann P.', rating: 4, location: 'Burbank', ai_outcome_summary: 'Pain managed' });
    expect(card).toMatchObject({ name: 'Ann P.', rating: 4, location: 'Burbank', outcome: 'Pain managed', verified: true });
  });

  it('shows a given rating as given, 0 included, clamped to 0-5 whole stars; only a missing one defaults to 5', () => {
    expect([0, 0.4, 2.6, 7, -1].map((rating) => toTestimonialCard({ ...bare, rating }).rating)).toEqual([0, 0, 3, 5, 0]);
    expect(toTestimonialCard({ ...bare, rating: Number.NaN }).rating).toBe(5);
  });

  it('dates a review by its clinic day (YYYY-MM-DD), whatever the machine zone; none when unknown', () => {
    // Sun Mar 1 2026, 23:30 PT is already Monday in UTC.
    expect(toTestimonialCard({ ...bare, created_at: '2026-03-02T07:30:00Z' }).day).toBe('2026-03-01');
    expect(toTestimonialCard({ ...bare, created_at: '2026-03-05T20:00:00Z' }).day).toBe('2026-03-05');
    expect(toTestimonialCard({ ...bare, created_at: 'not a date' }).day).toBeUndefined();
  });

  it('maps yelp, vitals and hospital to their logos and anything else to google', () => {
    expect(['yelp', 'Vitals', 'HOSPITAL', 'facebook', ''].map(sourceOf)).toEqual(['yelp', 'vitals', 'hospital', 'google', 'google']);
  });
});

describe('testimonial text shortening', () => {
  it('leaves text of 120 characters or fewer alone', () => {
    const text = 'a'.repeat(120);
    expect(shortenTestimonial(text)).toBe(text);
  });

  it('cuts at the last space when it lies beyond 80 % of the limit', () => {
    // The last space in the first 120 characters is at index 100 (> 96).
    const text = `${'a'.repeat(100)} ${'b'.repeat(30)}`;
    expect(shortenTestimonial(text)).toBe(`${'a'.repeat(100)}...`);
  });

  it('cuts mid-word when the last space is too early', () => {
    // The only space is at index 50 (< 96), so the text is cut hard at 120.
    const text = `${'a'.repeat(50)} ${'b'.repeat(100)}`;
    expect(shortenTestimonial(text)).toBe(`${text.slice(0, 120)}...`);
  });
});

describe('testimonials response', () => {
  it('accepts the success envelope and keeps only public testimonials', () => {
    const result = parseTestimonialsResponse({
      success: true,
      data: {
        testimonials: [
          { ...bare, id: 7 },
          { ...bare, id: 'hidden', is_public: false },
        ],
      },
    });
    expect(result).toEqual({ ok: true, testimonials: [expect.objectContaining({ id: '7', comment: 'Great visit.' })] });
  });

  it.each([
    ['an unsuccessful response', { success: false, data: { testimonials: [] } }],
    ['a missing list', { success: true, data: {} }],
    ['a non-object', 'oops'],
  ])('rejects %s with "Invalid response format"', (_label, json) => {
    expect(parseTestimonialsResponse(json)).toEqual({ ok: false, message: 'Invalid response format' });
  });
});

describe('fallback testimonials', () => {
  it('offers three verified samples from Yelp, Vitals and Google, each short enough to show whole', () => {
    expect(FALLBACK_TESTIMONIALS.map((t) => t.source)).toEqual(['yelp', 'vitals', 'google']);
    for (const t of FALLBACK_TESTIMONIALS) {
      expect(t.verified).toBe(true);
      expect(t.day).toBeUndefined(); // "Recent", in the page's language
      expect(t.name).not.toBe('');
      expect(shortenTestimonial(t.text)).toBe(t.text);
    }
  });
});
