// What a bench's page asked for over CDP: each request's timing, size and protocol, for the totals a bench prints
// and for `BENCH_TRACE=1`'s one-load listing (the request traces decisions 88, 101 and 107 read).

/** Starts recording `cdp`'s network events (Network.enable sent by the caller); `{ requests, bytes(), protocols() }`. */
export function recordRequests(cdp) {
  const byId = new Map();
  let firstAt;
  const ms = (timestamp) => Math.round((timestamp - firstAt) * 1000);
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, initiator }) => {
    firstAt ??= timestamp;
    const initiatedBy = initiator.url ?? initiator.stack?.callFrames?.[0]?.url;
    byId.set(requestId, { url: request.url, initiatedBy, priority: request.initialPriority, start: ms(timestamp) });
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const seen = byId.get(requestId);
    if (seen) seen.protocol = response.protocol;
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const seen = byId.get(requestId);
    if (seen) Object.assign(seen, { end: ms(timestamp), bytes: encodedDataLength });
  });
  const requests = () => [...byId.values()];
  return {
    requests,
    /** Bytes of the finished requests as they crossed the link: headers and the encoded body. */
    bytes: () => requests().reduce((sum, r) => sum + (r.bytes ?? 0), 0),
    protocols: () => [...new Set(requests().flatMap((r) => r.protocol ?? []))],
  };
}

/** One line per request in the order they finished (the unfinished last): ms from the first request, KB, a running total. */
export function requestLogLines(requests, baseUrl) {
  const finishedFirst = [...requests].sort((a, b) => (a.end ?? Infinity) - (b.end ?? Infinity));
  let total = 0;
  return finishedFirst.map((r) => {
    total += (r.bytes ?? 0) / 1024;
    const kb = r.bytes === undefined ? '-' : (r.bytes / 1024).toFixed(1);
    const columns = [r.start, r.end ?? '-', kb, total.toFixed(0)].map((value) => String(value).padStart(6));
    const short = (url) => url?.replace(baseUrl, '') ?? '';
    return `${columns.join(' ')}  ${r.priority.padEnd(8)} ${short(r.url)}  ← ${short(r.initiatedBy)}`;
  });
}
