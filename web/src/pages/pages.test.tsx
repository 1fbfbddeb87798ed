// The testimonials page imports the core lazily; loading it here first keeps that import from outliving a test
// (on a cold module cache it used to finish after the environment was torn down).
import '@clinic/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BlogArticlePage from './blog-article/blog-article.page';
import ConciergeMedicinePage from './concierge-medicine/concierge-medicine.page';
import LocationPage from './location/location.page';
import ProviderProfilePage from './provider-profile/provider-profile.page';
import ServicePage from './service/service.page';
import { blogPosts } from '../content/blog';
import { renderPage } from '../test-support/render-page';
import { PAGES } from '../test-support/page-cases';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('content pages', () => {
  it.each(PAGES)('$path renders one h1 inside main#main and the title $title', ({ Page, path, pattern, h1, title }) => {
    vi.stubGlobal('fetch', () => new Promise(() => {})); // testimonials stay loading; no network in tests
    const { container } = renderPage(Page, path, pattern);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(h1);
    expect(container.querySelector('main#main')).toContainElement(headings[0] ?? null);
    expect(document.title).toBe(title);
  });

  it.each([
    { Page: ProviderProfilePage, path: '/provider/gregory-house-md', pattern: '/provider/:slug' },
    { Page: ServicePage, path: '/services/brain-surgery', pattern: '/services/:slug' },
    { Page: LocationPage, path: '/locations/pasadena', pattern: '/locations/:locationId' },
    { Page: BlogArticlePage, path: '/blog/not-an-article', pattern: '/blog/:slug' },
  ])('an unknown slug at $path shows the not-found page', ({ Page, path, pattern }) => {
    renderPage(Page, path, pattern);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
  });

  it('puts the membership tiers under #membership-tiers on the concierge page', () => {
    const { container } = renderPage(ConciergeMedicinePage, '/concierge-medicine');
    const tiers = container.querySelector('#membership-tiers');
    expect(tiers).toHaveTextContent('Essential');
    expect(tiers).toHaveTextContent('Concierge Members: Enjoy special pricing and IV sessions based on your membership tier.');
    expect(container).toHaveTextContent('200+ members');
  });

  // Issue 19 item 13: the dialog's concierge link led here, and this button opened the same dialog again.
  it('sends the concierge consultation to the contact page, not back into the booking dialog', () => {
    renderPage(ConciergeMedicinePage, '/concierge-medicine');
    expect(screen.getByRole('link', { name: 'Schedule Concierge Consultation' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('button', { name: 'Schedule Concierge Consultation' })).toBeNull();
  });

  it("opens the booking dialog in IV mode from the IV page's Book a Session", async () => {
    const { default: IvTherapyPage } = await import('./iv-therapy/iv-therapy.page');
    const opened = vi.fn();
    window.addEventListener('openAppointmentDialog', opened);
    renderPage(IvTherapyPage, '/iv-therapy');
    screen.getByRole('button', { name: 'Book a Session' }).click();
    window.removeEventListener('openAppointmentDialog', opened);
    expect((opened.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ bookingType: 'iv' });
  });

  // Issue 35 item 8: the front desk could not tell which service a "Book" button on a service page was for.
  it("names the service page's service in the booking dialog's request", () => {
    const opened = vi.fn();
    window.addEventListener('openAppointmentDialog', opened);
    renderPage(ServicePage, '/services/flu-shot', '/services/:slug');
    screen.getByRole('button', { name: 'Book an Appointment' }).click();
    window.removeEventListener('openAppointmentDialog', opened);
    expect((opened.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ service: 'Flu Shot' });
  });

  // Issue 35 item 12: an article's og:image was its SVG illustration, which social cards do not show.
  it("shares a blog article with the site's raster card", () => {
    renderPage(BlogArticlePage, blogPosts[0]!.link, '/blog/:slug');
    expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute('content', expect.stringMatching(/\/og-image\.png$/));
  });
});
