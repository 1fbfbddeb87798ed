import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveWebCore } from '../features/booking/composition/resolve-web-core';
import { viewOffer } from '../lib/waitlist-api';
import { manageApi } from '../pages/manage-appointment/manage-api';
import { activateCatalog } from '../test-support/catalogs';

// The lead's contract (issue #37): every call to the athena proxy, the manage and the waitlist routes says the
// page's language, so the server answers, mails and registers the patient in it.
const calls: { url: string; language: string | null }[] = [];
const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
  calls.push({ url: String(input), language: new Headers(init?.headers).get('x-site-language') });
  return Promise.resolve(new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } }));
});

afterEach(() => {
  calls.length = 0;
  vi.unstubAllGlobals();
});

describe.each(['es', 'hy'] as const)('on a page in %s', (language) => {
  it('sends X-Site-Language on athena, manage and waitlist calls', async () => {
    activateCatalog(language);
    vi.stubGlobal('fetch', fetchSpy);
    await resolveWebCore()
      .scheduler.getDepartments()
      .catch(() => undefined);
    await manageApi().appointments();
    await viewOffer('token');
    expect(calls.map((call) => call.url)).toEqual([
      expect.stringContaining('/api/athena-proxy'),
      '/api/manage/appointments',
      expect.stringContaining('/api/waitlist'),
    ]);
    expect(calls.map((call) => call.language)).toEqual([language, language, language]);
  });
});
