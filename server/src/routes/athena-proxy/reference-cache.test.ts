import type { AthenaRawResponse, AthenaRequest } from '@clinic/adapters';
import { describe, expect, it } from 'vitest';
import { RecordingTransport } from '../../test-support/recording-transport';
import { build, proxy } from '../../test-support/build-app';
import { MemoryReferenceStore, ReferenceCachingTransport, type ReferenceStore } from './reference-cache';

const departments: AthenaRequest = { method: 'GET', path: '/departments?showalldepartments=true&limit=200' };

function cached(respond?: ConstructorParameters<typeof RecordingTransport>[0], ttlMs = 600_000, store?: ReferenceStore) {
  const upstream = new RecordingTransport(respond);
  return {
    upstream,
    cache: new ReferenceCachingTransport(upstream, { ttlMs, practice: 'https://athena.test 195900', ...(store ? { store } : {}) }),
  };
}

describe('the reference cache in front of athena', () => {
  it("answers a repeated reference read from the cache with athena's status and body as athena gave them", async () => {
    const { upstream, cache } = cached(() => ({
      status: 200,
      body: { departments: [{ departmentid: '1', name: 'GLN-MAIN (HUB)' }], totalcount: 1 },
    }));

    const first = await cache.requestRaw(departments);
    const again = await cache.requestRaw(departments);

    expect(again).toEqual(first);
    expect(again.text).toBe('{"departments":[{"departmentid":"1","name":"GLN-MAIN (HUB)"}],"totalcount":1}');
    expect(upstream.calls).toHaveLength(1);
  });

  it('reports each read it answers itself, by resource, for the metrics', async () => {
    const hits: string[] = [];
    const upstream = new RecordingTransport(() => ({ status: 200, body: { departments: [], totalcount: 0 } }));
    const cache = new ReferenceCachingTransport(upstream, {
      ttlMs: 600_000,
      practice: 'https://athena.test 195900',
      onHit: (r) => hits.push(r),
    });

    await cache.requestRaw(departments);
    await cache.requestRaw(departments);
    await cache.requestRaw(departments);

    expect(hits).toEqual(['departments', 'departments']);
  });

  it('shares one athena call between concurrent identical requests', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { upstream, cache } = cached(async () => {
      await gate;
      return { status: 200, body: { providers: [], totalcount: 0 } };
    });

    const answers = Promise.all(Array.from({ length: 10 }, () => cache.requestRaw({ method: 'GET', path: '/providers?limit=100' })));
    release();

    expect(new Set((await answers).map((a) => a.text)).size).toBe(1);
    expect(upstream.calls).toHaveLength(1);
  });

  it.each([
    ['departments', '/departments?providerlist=true'],
    ['providers', '/providers?departmentid=1'],
    ['appointment types', '/appointmenttypes?departmentids=1'],
    ["new patients' reasons", '/patientappointmentreasons/newpatient?departmentid=1&providerid=2'],
    ["existing patients' reasons", '/patientappointmentreasons/existingpatient?departmentid=1&providerid=2'],
  ])('keeps %s, a reference list of the operation table', async (_what, path) => {
    const { upstream, cache } = cached();

    await cache.requestRaw({ method: 'GET', path });
    await cache.requestRaw({ method: 'GET', path });

    expect(upstream.calls).toHaveLength(1);
  });

  it.each([
    ['open slots', { method: 'GET', path: '/appointments/open?departmentid=1&appointmenttypeid=8' }],
    ['a patient search', { method: 'GET', path: '/patients/enhancedbestmatch?firstname=A&lastname=B&dob=01/01/1990' }],
    ['a patient', { method: 'GET', path: '/patients/5001' }],
    ['a booking', { method: 'PUT', path: '/appointments/1101', form: { patientid: '5001' } }],
  ] satisfies Array<[string, AthenaRequest]>)('never keeps %s', async (_what, request) => {
    const { upstream, cache } = cached();

    await cache.requestRaw(request);
    await cache.requestRaw(request);

    expect(upstream.calls).toHaveLength(2);
  });

  it('never keeps a failure: the next read asks athena again', async () => {
    const answers: AthenaRawResponse[] = [
      { status: 429, text: '' },
      { status: 200, text: '{"appointmenttypes":[]}' },
    ];
    const upstream = new RecordingTransport();
    upstream.requestRaw = async (request) => {
      upstream.calls.push(request);
      return answers.shift()!;
    };
    const cache = new ReferenceCachingTransport(upstream, { ttlMs: 60_000, practice: 'p' });
    const types: AthenaRequest = { method: 'GET', path: '/appointmenttypes?providerids=2' };

    expect((await cache.requestRaw(types)).status).toBe(429);
    expect((await cache.requestRaw(types)).status).toBe(200);
    expect((await cache.requestRaw(types)).status).toBe(200);
    expect(upstream.calls).toHaveLength(2);
  });

  it('asks athena again once the TTL has passed, and keeps practices apart', async () => {
    let now = 0;
    const store = new MemoryReferenceStore(100, () => now);
    const upstream = new RecordingTransport(() => ({ status: 200, body: { departments: [] } }));
    const one = new ReferenceCachingTransport(upstream, { ttlMs: 600_000, practice: 'https://athena.test 1', store });
    const two = new ReferenceCachingTransport(upstream, { ttlMs: 600_000, practice: 'https://athena.test 2', store });

    await one.requestRaw(departments);
    await two.requestRaw(departments);
    now = 599_999;
    await one.requestRaw(departments);
    now = 600_000;
    await one.requestRaw(departments);

    expect(upstream.calls).toHaveLength(3);
  });

  it('sits in front of the proxy route when the app is given a TTL', async () => {
    const upstream = new RecordingTransport(() => ({ status: 200, body: { departments: [], totalcount: 0 } }));
    const { app } = await build({ upstream, referenceCache: { ttlMs: 60_000, practice: 'p' } });

    const answers = [await app.inject(proxy('/departments?limit=200')), await app.inject(proxy('/departments?limit=200'))];
    await app.close();

    expect(answers.map((a) => [a.statusCode, a.body])).toEqual([
      [200, '{"departments":[],"totalcount":0}'],
      [200, '{"departments":[],"totalcount":0}'],
    ]);
    expect(upstream.calls).toHaveLength(1);
  });
});
