import type { Testimonial, TestimonialsPort } from '@clinic/core';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../test-support/build-app';

const PUBLISHED: Testimonial[] = [
  { id: 't1', platform: 'google', name: 'Maria G.', rating: 5, comment: 'Dr. Lee listened and explained everything.', is_public: true },
  { id: 't2', platform: 'yelp', name: 'Sam K.', rating: 5, comment: 'Seen the same day, on time.', is_public: true },
];

/** The database's testimonials, which the test takes down and brings back. */
function switchableDatabase() {
  const state = { down: false };
  const outage = () => Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432 (password=hunter2)'), { code: 'ECONNREFUSED' });
  const port: TestimonialsPort = {
    featured: async (count) => {
      if (state.down) throw outage();
      return PUBLISHED.slice(0, count);
    },
    page: async (offset, limit) => {
      if (state.down) throw outage();
      return PUBLISHED.slice(offset, offset + limit);
    },
    count: async () => {
      if (state.down) throw outage();
      return PUBLISHED.length;
    },
  };
  return { port, state };
}

let app: FastifyInstance;
afterEach(() => app.close());

async function withLog() {
  const lines: string[] = [];
  const database = switchableDatabase();
  ({ app } = await build({ testimonials: database.port, log: { stream: { write: (line) => lines.push(line) } } }));
  const events = () =>
    lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.event !== 'request' || entry.level !== 30);
  return { database, events, lines };
}

describe('the testimonials while the database is down', () => {
  it('are the last ones read, marked stale, and the outage is logged once when it starts and once when it ends', async () => {
    const { database, events, lines } = await withLog();
    const fresh = await app.inject('/api/testimonials?count=9');
    const firstPage = await app.inject('/api/testimonials?page=1');
    database.state.down = true;
    for (let call = 0; call < 3; call++) {
      const res = await app.inject('/api/testimonials?count=9');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...fresh.json(), stale: true });
    }
    expect((await app.inject('/api/testimonials?page=1')).json()).toEqual({ ...firstPage.json(), stale: true });
    database.state.down = false;
    expect((await app.inject('/api/testimonials?count=9')).json()).toEqual(fresh.json());
    await app.inject('/api/testimonials?count=9');

    expect(events()).toEqual([
      expect.objectContaining({
        level: 40,
        event: 'dependency.down',
        dependency: 'database',
        feature: 'testimonials',
        reason: 'ECONNREFUSED',
      }),
      expect.objectContaining({ level: 30, event: 'dependency.up', dependency: 'database', feature: 'testimonials' }),
    ]);
    expect(lines.join('')).not.toContain('hunter2');
  });

  it('answer 503 with a stable code when none were read before, so the site shows its sample testimonials', async () => {
    const { database, events } = await withLog();
    database.state.down = true;
    const res = await app.inject('/api/testimonials?count=9');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json()).toEqual({ success: false, error: 'Testimonials are unavailable right now.', code: 'TESTIMONIALS_UNAVAILABLE' });
    expect(events().filter((entry) => Number(entry.level) >= 50)).toEqual([]);
  });
});
