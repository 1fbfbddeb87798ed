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

describe("a dependency's outage in the log", () => {
  it('is one JSON event when it starts, naming the dependency and a stable reason, and one when it ends', async () => {
    const lines: string[] = [];
    let failure: Error | undefined = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' });
    const { app } = await build({
      log: { stream: { write: (line) => lines.push(line) } },
      readiness: [
        {
          name: 'database',
          check: async () => {
            if (failure) throw new Error('Could not reach the database', { cause: failure });
          },
        },
      ],
    });
    close = () => app.close();
    for (let probe = 0; probe < 3; probe++) await app.inject('/readyz');
    failure = undefined;
    for (let probe = 0; probe < 3; probe++) await app.inject('/readyz');
    const events = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.event !== 'request');
    expect(events).toEqual([
      expect.objectContaining({ event: 'dependency.down', dependency: 'database', reason: 'ECONNREFUSED' }),
      expect.objectContaining({ event: 'dependency.up', dependency: 'database' }),
    ]);
    expect(lines.join('')).not.toContain('10.0.0.5');
  });
});
