import { DirectTransport } from '@clinic/adapters';
import type { TestimonialsPort } from '@clinic/core';
import type { FixtureStore } from '@clinic/fixtures';
import { buildApp, type AppOptions } from '../app';
import { FAKE_ATHENA_CLIENT_RPS, FAKE_ATHENA_CREDENTIALS, startFakeAthena, type FakeAthenaLimitOptions } from '../fake-athena';
import { pooledHttpClient } from '../upstream/pooled-http-client';
import { RecordingTransport } from './recording-transport';
import { createTinyFixtureStore } from './tiny-fixture-store';

/** Testimonials straight from a store, public or not, so the route's own filtering is what tests see. */
export function storeTestimonials(store: FixtureStore): TestimonialsPort {
  return {
    featured: async (count) => store.testimonials().slice(0, count),
    count: async () => store.testimonials().length,
  };
}

/** The app over a recording upstream, logging off: for route tests with `app.inject()`. */
export async function build(overrides: Partial<AppOptions> = {}) {
  const upstream = new RecordingTransport();
  const app = await buildApp({
    upstream,
    testimonials: storeTestimonials(createTinyFixtureStore()),
    log: false,
    ...overrides,
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
  const app = await buildApp({ upstream, testimonials: storeTestimonials(store), log: false, ...options.app });
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

/** The body ProxyTransport sends. */
export const proxy = (url: string, method: 'GET' | 'POST' | 'PUT' = 'GET', data?: string) => ({
  method: 'POST' as const,
  url: '/api/athena-proxy',
  payload: { url, method, ...(data !== undefined ? { data } : {}) },
});
