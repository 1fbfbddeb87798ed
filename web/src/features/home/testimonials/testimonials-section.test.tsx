import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../i18n/languages';
import { activateCatalog } from '../../../test-support/catalogs';
import { observeViewportByHand } from '../../../test-support/intersection-observer';
import { renderAt } from '../../../test-support/render-home';
import { TESTIMONIALS_PER_PAGE } from './testimonials-carousel';
import { TestimonialsSection } from './testimonials-section';

const LONG =
  'Dr. Kim listened to every question I had about my blood pressure, explained the plan in plain words and called me back the next day about my labs.';

function testimonial(n: number, extra: Record<string, unknown> = {}) {
  return { id: n, platform: 'yelp', name: `Patient ${n}`, rating: 5, comment: `Story ${n}`, is_public: true, ...extra };
}
const okFetch = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const nine = { success: true, data: { testimonials: Array.from({ length: 9 }, (_, i) => testimonial(i + 1)) } };
const namesShown = () =>
  within(screen.getByTestId('testimonials-track'))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('Testimonials section', () => {
  // The cards live in a lazy chunk; loading it once up front keeps each test about behaviour, not import time.
  beforeAll(() => import('./testimonials-carousel'));
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('asks for 9 testimonials and shows the loading text meanwhile', async () => {
    const fetchImpl = okFetch(nine);
    renderAt(<TestimonialsSection fetchImpl={fetchImpl} />);
    expect(screen.getByText('Loading testimonials...')).toBeInTheDocument();
    expect(await screen.findByText('Patient 1')).toBeInTheDocument();
    expect(fetchImpl).toHaveBeenCalledWith('/api/testimonials?count=9', expect.anything());
    expect(screen.queryByText('Loading testimonials...')).toBeNull();
  });

  it('shows the spec heading, subheading, banner and the link to all stories', async () => {
    renderAt(<TestimonialsSection fetchImpl={okFetch(nine)} />);
    await screen.findByText('Patient 1');
    expect(screen.getByRole('heading', { name: 'WHAT OUR PATIENTS SAY ABOUT US', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Real Stories from Patients in Glendale, Burbank & La Canada')).toBeInTheDocument();
    expect(screen.getByText('1,400+ Five-Star Reviews Across All Locations')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'READ MORE PATIENT STORIES' })).toHaveAttribute('href', '/testimonials');
  });

  it('uses 3 cards per page on desktop and 1 on narrow screens', () => {
    expect(TESTIMONIALS_PER_PAGE).toEqual({ wide: 3, narrow: 1 });
  });

  it('pages 3 at a time on desktop and wraps both ways over the 3 pages', async () => {
    renderAt(<TestimonialsSection fetchImpl={okFetch(nine)} />);
    await screen.findByText('Patient 1');
    expect(namesShown()).toEqual(['Patient 1', 'Patient 2', 'Patient 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonials' }));
    expect(namesShown()).toEqual(['Patient 7', 'Patient 8', 'Patient 9']);
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonials' }));
    expect(namesShown()).toEqual(['Patient 1', 'Patient 2', 'Patient 3']);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('shows 1 card per page at 768 px and swipes at more than 50 px', async () => {
    renderAt(<TestimonialsSection fetchImpl={okFetch(nine)} />, { width: 768 });
    await screen.findByText('Patient 1');
    expect(namesShown()).toEqual(['Patient 1']);
    const track = screen.getByTestId('testimonials-track');
    fireEvent.touchStart(track, { touches: [{ clientX: 200, clientY: 0 }] });
    fireEvent.touchEnd(track, { changedTouches: [{ clientX: 260, clientY: 0 }] });
    expect(namesShown()).toEqual(['Patient 9']);
  });

  it('cuts long text at 120 characters and fills the spec defaults for missing fields', async () => {
    const sparse = { id: 'x1', platform: 'facebook', comment: LONG, is_public: true, rating: null, name: null };
    renderAt(<TestimonialsSection fetchImpl={okFetch({ success: true, data: { testimonials: [sparse] } })} />);
    const card = (await screen.findByRole('heading', { name: 'VERIFIED PATIENT', level: 3 })).closest('article') as HTMLElement;
    const quote = within(card).getByText(/^“Dr\. Kim/).textContent ?? '';
    expect(quote).toBe(
      '“Dr. Kim listened to every question I had about my blood pressure, explained the plan in plain words and called me back...”',
    );
    expect(within(card).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(within(card).getByText('Glendale · Recent')).toBeInTheDocument();
    expect(within(card).getByText('Excellent care provided')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Review from Google' })).toBeInTheDocument();
  });

  it('shows the three fallbacks and logs "Invalid response format" on a malformed answer, telling the visitor nothing', async () => {
    renderAt(<TestimonialsSection fetchImpl={okFetch({ success: true, data: { items: [] } })} />);
    expect(await screen.findByText('Maria G.')).toBeInTheDocument();
    expect(screen.getByText('Robert K.')).toBeInTheDocument();
    expect(screen.getByText('Aline S.')).toBeInTheDocument();
    expect(JSON.stringify(consoleError.mock.calls.flat().map(String))).toContain('Invalid response format');
    expect(screen.queryByText(/invalid|error|failed/i)).toBeNull();
  });

  it('shows no invented reviews when none is published yet: one line in the reserved box, and the link to all stories', async () => {
    renderAt(<TestimonialsSection fetchImpl={okFetch({ success: true, data: { testimonials: [] } })} />);
    expect(await screen.findByText('Patient stories will appear here soon.')).toBeInTheDocument();
    expect(screen.queryByText('Maria G.')).toBeNull();
    expect(screen.queryByTestId('testimonials-track')).toBeNull();
    expect(screen.getByRole('link', { name: 'READ MORE PATIENT STORIES' })).toHaveAttribute('href', '/testimonials');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows the fallbacks on a failed call (HTTP 500) with "Invalid response format" logged', async () => {
    renderAt(<TestimonialsSection fetchImpl={okFetch({ message: 'boom' }, 500)} />);
    expect(await screen.findByText('Maria G.')).toBeInTheDocument();
    expect(JSON.stringify(consoleError.mock.calls.flat().map(String))).toContain('Invalid response format');
    expect(screen.queryByText(/boom|error|failed/i)).toBeNull();
  });

  it('shows the fallbacks when the network is down', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderAt(<TestimonialsSection fetchImpl={offline} />);
    expect(await screen.findByText('Maria G.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    expect(screen.queryByText(/failed to fetch/i)).toBeNull();
    await act(async () => undefined);
  });

  describe('below the fold (decision 73)', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('asks for nothing until the section comes within a screen of the viewport, then loads the cards', async () => {
      const viewport = observeViewportByHand();
      const fetchImpl = okFetch(nine);
      renderAt(<TestimonialsSection fetchImpl={fetchImpl} />);
      expect(screen.getByText('Loading testimonials...')).toBeInTheDocument();
      expect(viewport.watched()).toEqual([['100% 0px', ['testimonials']]]);
      await act(async () => {
        await Promise.resolve();
      });
      expect(fetchImpl).not.toHaveBeenCalled();
      act(() => viewport.comeNear());
      expect(await screen.findByText('Patient 1')).toBeInTheDocument();
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    });
  });
});

/** A card's words: its text, then the names of its images (the source logo, the stars). */
const wordsOf = (card: HTMLElement) => [
  card.textContent,
  ...[...card.querySelectorAll('[alt], [aria-label]')].map((e) => e.getAttribute('alt') ?? e.getAttribute('aria-label')),
];
const cardOf = async (name: string) => (await screen.findByRole('heading', { name, level: 3 })).closest('article') as HTMLElement;

// Issue #37: on /es and /hy the carousel's cards speak the page's language around the patients' own words.
describe.each<[Language, Record<'list' | 'next' | 'verified' | 'from' | 'stars' | 'date' | 'recent' | 'outcome' | 'empty', string>]>([
  [
    'es',
    {
      list: 'Testimonios de pacientes',
      next: 'Siguiente: testimonios',
      verified: 'PACIENTE VERIFICADO',
      from: 'Reseña de',
      stars: 'de 5 estrellas',
      date: '4 mar 2024',
      recent: 'Reciente',
      outcome: 'Atención excelente',
      empty: 'Pronto aparecerán aquí historias de pacientes.',
    },
  ],
  [
    'hy',
    {
      list: 'Պացիենտների կարծիքներ',
      next: 'Հաջորդ՝ կարծիքներ',
      verified: 'ՀԱՍՏԱՏՎԱԾ ՊԱՑԻԵՆՏ',
      from: 'Կարծիք՝',
      stars: 'աստղ 5-ից',
      date: '4 մրտ, 2024 թ.',
      recent: 'Վերջերս',
      outcome: 'Գերազանց խնամք',
      empty: 'Պացիենտների պատմությունները շուտով կհայտնվեն այստեղ։',
    },
  ],
])('the home carousel in %s', (language, w) => {
  beforeEach(() => {
    activateCatalog(language);
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the failed call's log
  });
  afterEach(() => vi.restoreAllMocks());

  it('words the controls, badge, source, stars, date and missing outcome in the language; the patient’s words stay as written', async () => {
    // Tue Mar 5 2024, 02:00 UTC is Mon Mar 4 in the clinic.
    const dated = testimonial(1, {
      name: 'Ann P.',
      rating: 4,
      comment: 'Great care.',
      location: 'Burbank',
      created_at: '2024-03-05T02:00:00Z',
    });
    const bare = { id: 2, platform: 'facebook', comment: 'Quick and kind.', is_public: true };
    renderAt(<TestimonialsSection fetchImpl={okFetch({ success: true, data: { testimonials: [dated, bare] } })} />);
    expect(wordsOf(await cardOf('Ann P.'))).toEqual([
      `${w.verified}Ann P.★★★★☆“Great care.”Burbank · ${w.date}${w.outcome}`,
      `${w.from} Yelp`,
      `4 ${w.stars}`,
    ]);
    expect(screen.getByRole('list', { name: w.list })).toBe(screen.getByTestId('testimonials-track'));
    expect(screen.getByRole('button', { name: w.next })).toBeInTheDocument();
    expect(wordsOf(await cardOf(w.verified))).toEqual([
      `${w.verified}★★★★★“Quick and kind.”Glendale · ${w.recent}${w.outcome}`,
      `${w.from} Google`,
      `5 ${w.stars}`,
    ]);
  });

  it('dates the samples shown on a failed call as recent, in the language', async () => {
    renderAt(<TestimonialsSection fetchImpl={okFetch({ message: 'boom' }, 500)} />);
    expect(await cardOf('Maria G.')).toHaveTextContent(`Glendale · ${w.recent}`);
    expect(screen.queryByText(/Recent/)).toBeNull();
  });

  it('says in the language that stories will appear when none is published yet', async () => {
    renderAt(<TestimonialsSection fetchImpl={okFetch({ success: true, data: { testimonials: [] } })} />);
    expect(await screen.findByText(w.empty)).toBeInTheDocument();
  });
});
