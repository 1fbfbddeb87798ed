import type { TestimonialCard } from '@clinic/core';
import { useEffect, useState } from 'react';

export type TestimonialPageState =
  { status: 'loading' } | { status: 'loaded'; cards: readonly TestimonialCard[]; page: number; pageCount: number };

/** One page of the /testimonials list: GET /api/testimonials?page=N, newest first. */
const testimonialPageUrl = (page: number) => `/api/testimonials?page=${page}`;

/** Fetches one page, cards with their whole text; a failure shows the three samples (website.md §4, §8). */
async function loadTestimonialPage(
  page: number,
  fetchImpl: typeof fetch = fetch,
): Promise<Extract<TestimonialPageState, { status: 'loaded' }>> {
  const { FALLBACK_TESTIMONIALS, parseTestimonialsPageResponse, toTestimonialCard } = await import('@clinic/core');
  try {
    const response = await fetchImpl(testimonialPageUrl(page), { headers: { accept: 'application/json' } });
    const parsed = parseTestimonialsPageResponse(response.ok ? await response.json() : null);
    if (!parsed.ok) throw new Error(parsed.message);
    return {
      status: 'loaded',
      cards: parsed.testimonials.map((t) => toTestimonialCard(t, { full: true })),
      page: parsed.page,
      pageCount: parsed.pageCount,
    };
  } catch (error) {
    console.error('Failed to load testimonials', error);
    return { status: 'loaded', cards: FALLBACK_TESTIMONIALS, page: 1, pageCount: 1 };
  }
}

export function useTestimonialPage(page: number, fetchImpl?: typeof fetch): TestimonialPageState {
  const [state, setState] = useState<TestimonialPageState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    void loadTestimonialPage(page, fetchImpl).then((loaded) => {
      if (active) setState(loaded);
    });
    return () => {
      active = false;
    };
  }, [page, fetchImpl]);
  return state;
}
