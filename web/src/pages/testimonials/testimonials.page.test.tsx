import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test-support/render-page';
import TestimonialsPage from './testimonials.page';

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {}); // the spec logs failures; keep test output clean
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('testimonials page', () => {
  it('asks for the first page and shows "Loading testimonials..." until it arrives', async () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(TestimonialsPage, '/testimonials');
    expect(screen.getByText('Loading testimonials...')).toBeInTheDocument();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/testimonials?page=1', expect.anything()));
    expect(screen.getByText('Loading testimonials...')).toBeInTheDocument();
  });

  it('shows the three fallback testimonials when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('network down'))),
    );
    renderPage(TestimonialsPage, '/testimonials');
    expect(await screen.findByRole('heading', { name: 'Maria G.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Robert K.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aline S.' })).toBeInTheDocument();
    expect(screen.queryByText('Loading testimonials...')).not.toBeInTheDocument();
  });

  it('shows the fallbacks when the response is unsuccessful or has no list', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ success: false }))),
    );
    renderPage(TestimonialsPage, '/testimonials');
    expect(await screen.findAllByText('VERIFIED PATIENT')).toHaveLength(3);
  });

  it('shows a card per testimonial with source logo, badge, stars, quote, location, date and outcome', async () => {
    const body = {
      success: true,
      data: {
        testimonials: [
          // created Tue Mar 5 2024, 02:00 UTC = Mon Mar 4, 18:00 PT: the clinic's date is Mar 4
          {
            id: 7,
            platform: 'yelp',
            name: 'Tigran A.',
            rating: 5,
            comment: 'Dr. Kim explained everything clearly.',
            location: 'Burbank',
            created_at: '2024-03-05T02:00:00Z',
            is_public: true,
            ai_outcome_summary: 'Blood pressure under control',
          },
          {
            id: 8,
            platform: 'facebook',
            name: null,
            rating: null,
            comment: 'Quick and kind.',
            location: null,
            created_at: null,
            is_public: true,
            ai_outcome_summary: null,
          },
        ],
        page: 1,
        pageSize: 12,
        total: 2,
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(body))),
    );
    renderPage(TestimonialsPage, '/testimonials');
    const article = (await screen.findByRole('heading', { name: 'Tigran A.' })).closest('article');
    expect(article).toHaveTextContent('“Dr. Kim explained everything clearly.”');
    expect(article).toHaveTextContent('Burbank · Mar 4, 2024');
    expect(article).toHaveTextContent('Blood pressure under control');
    expect(screen.getByRole('img', { name: 'Review from Yelp' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Review from Google' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: '5 out of 5 stars' })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'VERIFIED PATIENT' }).closest('article')).toHaveTextContent('Glendale · Recent');
  });

  it('shows each story in full, not cut at 120 characters as on the home page', async () => {
    const whole = `${'A long and happy story about a careful doctor. '.repeat(5)}The end.`;
    const body = {
      success: true,
      data: { testimonials: [{ id: 1, platform: 'google', comment: whole, is_public: true }], page: 1, pageSize: 12, total: 1 },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(body))),
    );
    renderPage(TestimonialsPage, '/testimonials');
    expect(await screen.findByText(`“${whole}”`)).toBeInTheDocument();
  });

  it('pages through the stories with ?page=N: page 2 of 3 links to the newer and older pages', async () => {
    const body = {
      success: true,
      data: {
        testimonials: [{ id: 13, platform: 'google', name: 'Page Two', comment: 'Second page', is_public: true }],
        page: 2,
        pageSize: 12,
        total: 30,
      },
    };
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(body)));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(TestimonialsPage, '/testimonials?page=2', '/testimonials');
    expect(await screen.findByRole('heading', { name: 'Page Two' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/testimonials?page=2', expect.anything());
    const pager = screen.getByRole('navigation', { name: 'Patient stories pages' });
    expect(pager).toHaveTextContent('Page 2 of 3');
    expect(screen.getByRole('link', { name: 'Newer stories' })).toHaveAttribute('href', '/testimonials?page=1');
    expect(screen.getByRole('link', { name: 'Older stories' })).toHaveAttribute('href', '/testimonials?page=3');
  });

  it('shows no invented stories when none is published yet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ success: true, data: { testimonials: [], page: 1, pageSize: 12, total: 0 } }))),
    );
    renderPage(TestimonialsPage, '/testimonials');
    expect(await screen.findByText('Patient stories will appear here soon.')).toBeInTheDocument();
    expect(screen.queryByText('VERIFIED PATIENT')).toBeNull();
  });
});
