import { FUNNEL_PATH } from '@clinic/core';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../test-support/build-app';
import { MemoryUsageCounters } from '../../test-support/memory-usage-counters';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function funnel(options: { max?: number } = {}) {
  const usage = new MemoryUsageCounters();
  ({ app } = await build({ usageCounters: usage, funnelRateLimit: { max: options.max ?? 100, timeWindowMs: 60_000 } }));
  const post = (payload: unknown, extra: { url?: string; headers?: Record<string, string> } = {}) =>
    app!.inject({ method: 'POST', url: extra.url ?? FUNNEL_PATH, payload: payload as object, headers: extra.headers ?? {} });
  return { usage, post, settled: () => app!.usageCounters.idle() };
}

describe('POST /api/funnel', () => {
  it("counts each valid event under today's counter, the chosen time's path as its label, and answers 204 without a cookie", async () => {
    const { usage, post, settled } = await funnel();
    const answers = await Promise.all([
      post({ event: 'dialog_opened' }, { headers: { cookie: 'visitor=abc123' } }),
      post({ event: 'dialog_opened' }),
      post({ event: 'times_shown' }),
      post({ event: 'time_chosen', path: 'time_first' }),
      post({ event: 'time_chosen', path: 'by_provider' }),
      post({ event: 'details_submitted' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(204);
      expect(answer.body).toBe('');
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    await settled();
    expect(usage.snapshot()).toEqual({
      dialog_opened: 2,
      times_shown: 1,
      'time_chosen{time_first}': 1,
      'time_chosen{by_provider}': 1,
      details_submitted: 1,
    });
  });

  it.each([
    ['an unknown event', { event: 'page_viewed' }],
    ['an extra key', { event: 'dialog_opened', visitor: 'abc123' }],
    ['an e-mail beside the event', { event: 'details_submitted', email: 'anahit.sarkisian@example.com' }],
    ['a path outside the closed set', { event: 'time_chosen', path: 'anahit.sarkisian@example.com' }],
    ['a time chosen without its path', { event: 'time_chosen' }],
    ['an array', [{ event: 'dialog_opened' }]],
  ])('refuses %s with 400 FUNNEL_EVENT_INVALID and counts nothing', async (_what, payload) => {
    const { usage, post, settled } = await funnel();
    const answer = await post(payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 'FUNNEL_EVENT_INVALID', error: expect.any(String) });
    expect(answer.body).not.toContain('example.com');
    await settled();
    expect(usage.snapshot()).toEqual({});
  });

  it('refuses a query string, JSON it cannot parse and another media type with the same stable code', async () => {
    const { usage, post, settled } = await funnel();
    const queried = await post({ event: 'dialog_opened' }, { url: `${FUNNEL_PATH}?email=anahit.sarkisian%40example.com` });
    const broken = await app!.inject({
      method: 'POST',
      url: FUNNEL_PATH,
      payload: '{"event": "dialog_opened", "email": "anahit',
      headers: { 'content-type': 'application/json' },
    });
    const text = await app!.inject({
      method: 'POST',
      url: FUNNEL_PATH,
      payload: 'dialog_opened',
      headers: { 'content-type': 'text/plain' },
    });
    for (const answer of [queried, broken, text]) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expect(answer.json()).toMatchObject({ code: 'FUNNEL_EVENT_INVALID' });
      expect(answer.body).not.toContain('anahit');
    }
    await settled();
    expect(usage.snapshot()).toEqual({});
  });

  it('limits events per address like the feedback form, and counts none past the limit', async () => {
    const { usage, post, settled } = await funnel({ max: 2 });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await post({ event: 'dialog_opened' }));
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204, 429]);
    expect(answers[2]!.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(answers[2]!.headers['retry-after']).toMatch(/^\d+$/);
    await settled();
    expect(usage.snapshot()).toEqual({ dialog_opened: 2 });
  });

  it('still answers 204 when the database is down: the count is lost, not the visit', async () => {
    const { usage, post, settled } = await funnel();
    usage.failing = true;
    expect((await post({ event: 'dialog_opened' })).statusCode).toBe(204);
    await settled();
    expect(usage.snapshot()).toEqual({});
  });
});
