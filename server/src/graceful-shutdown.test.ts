import type { AthenaResponse } from '@clinic/adapters';
import { describe, expect, it, vi } from 'vitest';
import { shutDownGracefully } from './graceful-shutdown';
import { build, proxy } from './test-support/build-app';

/** An upstream answer the test releases by hand, and a signal that the call reached it. */
function heldAnswer() {
  let release: (answer: AthenaResponse) => void = () => {};
  let arrived: () => void = () => {};
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  const answer = new Promise<AthenaResponse>((resolve) => (release = resolve));
  return { reached, release, respond: () => (arrived(), answer) };
}

async function listening(app: Awaited<ReturnType<typeof build>>['app']) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

const departments = {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(proxy('/departments').payload),
};

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, refuses new connections, then closes the resources in order', async () => {
    const held = heldAnswer();
    const { app: served, upstream } = await build();
    upstream.respond = held.respond;
    const base = await listening(served);
    const inFlight = fetch(`${base}/api/athena-proxy`, departments);
    await held.reached;

    const closed: string[] = [];
    const stopped = shutDownGracefully(served, {
      graceMs: 10_000,
      resources: [async () => void closed.push('redis'), async () => void closed.push('pools')],
    });
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    expect(closed).toEqual([]);

    held.release({ status: 200, body: { departments: [] } });
    expect((await inFlight).status).toBe(200);
    await stopped;
    expect(closed).toEqual(['redis', 'pools']);
  });

  it('cuts connections still running when the grace period ends, and still closes the resources', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const held = heldAnswer();
      const { app, upstream } = await build({ upstreamTimeoutMs: 60_000 });
      upstream.respond = held.respond;
      const base = await listening(app);
      const inFlight = fetch(`${base}/api/athena-proxy`, departments).then(
        () => 'answered',
        () => 'cut',
      );
      await held.reached;
      let cutSeen = false;
      const closed: string[] = [];
      const stopped = shutDownGracefully(app, {
        graceMs: 10_000,
        resources: [async () => void closed.push('pools')],
        onCut: () => (cutSeen = true),
      });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await inFlight).toBe('cut');
      expect(cutSeen).toBe(true);
      held.release({ status: 200, body: {} });
      await stopped;
      expect(closed).toEqual(['pools']);
    } finally {
      vi.useRealTimers();
    }
  });
});
