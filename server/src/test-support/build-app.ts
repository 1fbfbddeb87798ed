import { BOOKING_SESSION_HEADER, DirectTransport } from '@clinic/adapters';
import type { TestimonialsPort } from '@clinic/core';
import { FAKE_ATHENA_CLIENT_RPS, FAKE_ATHENA_CREDENTIALS, startFakeAthena, type FakeAthenaLimitOptions } from '@clinic/fake-athena';
import { createTinyFixtureStore } from '@clinic/fake-athena/test-support';
import type { FixtureStore } from '@clinic/fixtures';
import { buildApp, type AppOptions } from '../app';
import { pooledHttpClient } from '../upstream/pooled-http-client';
import { PatientBinding } from '../routes/athena-proxy/patient-binding';
import { RecordingTransport } from './recording-transport';

/** Testimonials straight from a store, public or not, so the route's own filtering is what tests see. */
export function storeTestimonials(store: FixtureStore): TestimonialsPort {
  return {
    featured: async (count) => store.testimonials().slice(0, count),
    page: async (offset, limit) => store.testimonials().slice(offset, offset + limit),
    count: async () => store.testimonials().length,
  };
}

export const TEST_SESSION_SECRET = 'test-session-secret-with-32-characters';

/** The header of a browser the proxy has handed these patients (by a matching search or its own registration). */
export function boundTo(...patientIds: string[]): Record<string, string> {
  return { [BOOKING_SESSION_HEADER]: new PatientBinding({ secret: TEST_SESSION_SECRET }).issue(undefined, patientIds) };
}

/**
 * The app over a recording upstream, logging off: for route tests with `app.inject()`. The per-patient
 * booking limit, which reads athena's booked list before a booking, is off unless a test turns it on.
 */
export async function build(overrides: Partial<AppOptions> = {}) {
  const upstream = new RecordingTransport();
  const app = await buildApp({
    upstream,
    testimonials: storeTestimonials(createTinyFixtureStore()),
    log: false,
    sessionSecret: TEST_SESSION_SECRET,
    ...overrides,
    limits: { upcomingPerPatient: 0, ...overrides.limits },
  });
  return { app, upstream };
}

/** The app proxying to a real fake athena on a loopback port through DirectTransport, as `npm start` runs it. */
export async function buildStack(
  options: { store?: FixtureStore; app?: Partial<AppOptions>; limits?: FakeAthenaLimitOptions; maxRps?: number } = {},
) {
  const store = options.store ?? createTinyFixtureStore();
  const athena = await startFakeAthena({ host: '127.0.0.1', port: 0, store, ...(options.limits ? { limits: options.limits } : {}) });
  const http = pooledHttpClient();
  const maxRps = options.maxRps ?? FAKE_ATHENA_CLIENT_RPS;
  const upstream = new DirectTransport({ baseUrl: athena.url, ...FAKE_ATHENA_CREDENTIALS, http, maxRps });
  const app = await buildApp({
    upstream,
    testimonials: storeTestimonials(store),
    log: false,
    sessionSecret: TEST_SESSION_SECRET,
    ...options.app,
  });
  return {
    app,
    store,
    athena,
    close: async () => {
      await app.close();
      await athena.close();
      await http.close();
    },
  };
}

/** The body ProxyTransport sends, with the browser's headers (its patient binding, a booking's key). */
export const proxy = (url: string, method: 'GET' | 'POST' | 'PUT' = 'GET', data?: string, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: '/api/athena-proxy',
  payload: { url, method, ...(data !== undefined ? { data } : {}) },
  headers,
});
