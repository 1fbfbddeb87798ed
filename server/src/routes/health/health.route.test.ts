import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../test-support/build-app';

let close: () => Promise<unknown> = async () => {};
afterEach(() => close());

describe('/healthz and /readyz', () => {
  it('is ready when every named check passes', async () => {
    const { app } = await build({
      readiness: [
        { name: 'athena', check: async () => {} },
        { name: 'database', check: async () => {} },
      ],
    });
    close = () => app.close();
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { athena: 'ok', database: 'ok' } });
  });

  it('names the dependency that fails, without its error text, while /healthz stays alive', async () => {
    const failing = async () => {
      throw new Error('connect ECONNREFUSED postgres://clinic:hunter2@db.internal');
    };
    const { app } = await build({
      readiness: [
        { name: 'athena', check: async () => {} },
        { name: 'database', check: failing },
      ],
    });
    close = () => app.close();
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not ready', checks: { athena: 'ok', database: 'unavailable' } });
    expect(res.body).not.toContain('hunter2');
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });
});
