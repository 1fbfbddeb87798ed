import type { TestimonialCard } from '@clinic/core';
import { useEffect, useState } from 'react';

export type TestimonialsState = { status: 'loading' } | { status: 'loaded'; cards: readonly TestimonialCard[] };

/** The featured testimonials call (website.md §7): GET /api/testimonials?count=9. */
const TESTIMONIALS_URL = '/api/testimonials?count=9';

/** Fetches and validates the featured testimonials; a failure (not an empty list) falls back to the three sample cards (website.md §4, §8). */
async function loadTestimonialCards(fetchImpl: typeof fetch = fetch): Promise<readonly TestimonialCard[]> {
  // The core (zod and every rule) is ~32 KB gzipped: load it beside the call, not before the page can paint.
  const { FALLBACK_TESTIMONIALS, parseTestimonialsResponse, toTestimonialCard } = await import('@clinic/core');
  try {
    const response = await fetchImpl(TESTIMONIALS_URL, { headers: { accept: 'application/json' } });
    const parsed = parseTestimonialsResponse(response.ok ? await response.json() : null);
    if (!parsed.ok) throw new Error(parsed.message);
    // None published yet is an answer, not a failure: no invented reviews then (decision 18).
    return parsed.testimonials.map((t) => toTestimonialCard(t));
  } catch (error) {
    // website.md §8: logged, never shown; production builds silence the console anyway.
    console.error('Failed to load testimonials', error);
    return FALLBACK_TESTIMONIALS;
  }
}

/** Loading, then the cards (or the fallbacks); reused by the testimonials page and the home section. */
export function useTestimonials(fetchImpl?: typeof fetch): TestimonialsState {
  const [state, setState] = useState<TestimonialsState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    void loadTestimonialCards(fetchImpl).then((cards) => {
      if (active) setState({ status: 'loaded', cards });
    });
    return () => {
      active = false;
    };
  }, [fetchImpl]);
  return state;
}
