import { beforeEach, describe, expect, it, vi } from 'vitest';
import { firstLookAddress, groupTimesPrefetch, PREFETCH_KEPT_MS } from './group-times-prefetch';

let prefetch: ReturnType<typeof groupTimesPrefetch>;
let requests: string[];

const ANSWER = JSON.stringify({ status: 'fresh', asOf: '2025-12-01T16:00:00.000Z', slots: [] });
const FIRST_LOOK = '/api/availability?patientType=new&mode=appointment&days=14';

const answering = async (input: string) => (requests.push(input), new Response(ANSWER));

beforeEach(() => {
  requests = [];
  prefetch = groupTimesPrefetch(answering);
});

describe("the dialog's first times, asked for on intent (decision 101)", () => {
  it('hands the prefetched answer to the dialog’s first read: one request, not two', async () => {
    prefetch.prefetchGroupTimes('appointment', 1_000);
    prefetch.prefetchGroupTimes('appointment', 2_000); // the tap after the hover
    const read = prefetch.prefetchingFetch(answering, () => 3_000);
    expect(await (await read(FIRST_LOOK)).text()).toBe(ANSWER);
    expect(requests).toEqual([FIRST_LOOK]);
  });

  it('reads again from the network the second time, for another address, or once the prefetch is too old to show', async () => {
    prefetch.prefetchGroupTimes('appointment', 1_000);
    const read = prefetch.prefetchingFetch(answering, () => 1_000 + PREFETCH_KEPT_MS);
    await read(FIRST_LOOK);
    expect(requests).toEqual([FIRST_LOOK, FIRST_LOOK]);

    prefetch.prefetchGroupTimes('iv', 50_000);
    const later = prefetch.prefetchingFetch(answering, () => 50_500);
    await later(FIRST_LOOK);
    await later('/api/availability?patientType=new&mode=iv');
    expect(requests.slice(2)).toEqual([firstLookAddress('iv'), FIRST_LOOK, '/api/availability?patientType=new&mode=iv']);
    await later(firstLookAddress('iv'));
    await later(firstLookAddress('iv'));
    expect(requests.slice(5)).toEqual([firstLookAddress('iv')]);
  });

  it('asks nothing more when the focus comes back to the button after the dialog took the answer', async () => {
    prefetch.prefetchGroupTimes('appointment', 1_000);
    await prefetch.prefetchingFetch(answering, () => 1_500)(FIRST_LOOK);
    prefetch.prefetchGroupTimes('appointment', 1_600);
    expect(requests).toEqual([FIRST_LOOK]);
  });

  it('asks again on a later hover once the last answer is too old to show', () => {
    prefetch.prefetchGroupTimes('appointment', 1_000);
    prefetch.prefetchGroupTimes('appointment', 1_000 + PREFETCH_KEPT_MS);
    expect(requests).toEqual([FIRST_LOOK, FIRST_LOOK]);
  });

  it('makes its own request when the prefetch failed, and keeps to the caller’s deadline', async () => {
    const offline = vi.fn(() => Promise.reject(new TypeError('offline')));
    prefetch = groupTimesPrefetch(offline);
    prefetch.prefetchGroupTimes('appointment', 1_000);
    const network = vi.fn(async () => new Response(ANSWER));
    expect(await (await prefetch.prefetchingFetch(network, () => 1_500)(FIRST_LOOK)).text()).toBe(ANSWER);
    expect(network).toHaveBeenCalledOnce();
    // Forgotten once failed, unread: the next hover, within PREFETCH_KEPT_MS of it, asks again.
    prefetch.prefetchGroupTimes('appointment', 2_000);
    await vi.waitFor(() => expect(offline.mock.results[1]?.value).rejects.toThrow('offline'));
    prefetch.prefetchGroupTimes('appointment', 2_500);
    expect(offline).toHaveBeenCalledTimes(3);

    prefetch = groupTimesPrefetch(() => new Promise<Response>(() => undefined)); // never answers
    prefetch.prefetchGroupTimes('appointment', 30_000);
    const deadline = new AbortController();
    const read = prefetch.prefetchingFetch(network, () => 30_500)(FIRST_LOOK, { signal: deadline.signal });
    deadline.abort(new Error('deadline'));
    await expect(read).rejects.toThrow('deadline');
  });
});
