import { describe, expect, it } from 'vitest';
import { MemoryLimitStore } from './limit-store';

describe('MemoryLimitStore', () => {
  it('counts within a fixed window and starts again when it ends', async () => {
    let now = 1_000;
    const store = new MemoryLimitStore({ now: () => now });
    await store.add('a', 100);
    expect(await store.add('a', 100)).toEqual({ count: 2, resetAt: 1_100 });
    expect((await store.peek('a', 100)).count).toBe(2);
    now = 1_100;
    expect((await store.peek('a', 100)).count).toBe(0);
    expect(await store.add('a', 100)).toEqual({ count: 1, resetAt: 1_200 });
  });

  it('stays bounded under a flood of new keys, dropping ended windows first', async () => {
    let now = 0;
    const store = new MemoryLimitStore({ maxKeys: 3, now: () => now });
    await store.add('old', 10);
    now = 20;
    for (const key of ['k1', 'k2', 'k3', 'k4']) await store.add(key, 1000);
    expect(store.size).toBe(3);
    expect((await store.peek('k4', 1000)).count).toBe(1);
  });

  it('reserves every counter or none, and gives a reservation back without going below zero', async () => {
    const store = new MemoryLimitStore({ now: () => 1_000 });
    const hour = { key: 'h', max: 2, windowMs: 100 };
    const day = { key: 'd', max: 5, windowMs: 1_000 };
    expect(await store.reserve([hour, day])).toEqual({ ok: true, counts: [1, 1] });
    expect(await store.reserve([hour, day])).toEqual({ ok: true, counts: [2, 2] });
    expect(await store.reserve([hour, day])).toEqual({ ok: false, index: 0, resetAt: 1_100 });
    expect((await store.peek('d', 1_000)).count).toBe(2);
    await store.release([hour, day]);
    await store.release([hour, day]);
    await store.release([hour, day]);
    expect((await store.peek('h', 100)).count).toBe(0);
  });
});
