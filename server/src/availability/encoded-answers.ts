import { createHash } from 'node:crypto';
import type { AvailabilityAnswer, AvailabilityQuery } from '@clinic/core';
import { encodeJson } from '../plugins/compressed-json';
import type { PageEncoding } from '../routes/site/demo-pages';

/** One answer as GET /api/availability sends it: its validator, and each encoding, made when first asked for. */
export interface EncodedAnswer {
  /** A weak validator from the JSON's digest: equal on every replica that holds the same answer. */
  etag: string;
  body(encoding: PageEncoding): Promise<string | Buffer>;
}

/** Answers kept per index state (queries × the clock's slices of them); the ids in a query are free. */
const KEPT = 256;

/**
 * GET /api/availability's bodies, serialised and compressed once per index state (issue #31): the 90-day answer is
 * about 1 MB of JSON, and stringifying and compressing it on every request was most of the route's time
 * (server/bench/README.md). An entry is found by the state it was built from, so a refresh or a booking (each writes a
 * new state) is never answered with an old body, and by what the clock changes within one state: the status, `asOf`
 * and the times not yet begun, a run of the state's offered slots known by its first slot and its length.
 */
export class EncodedAnswers {
  private readonly byState = new WeakMap<object, Map<string, EncodedAnswer>>();

  constructor(private readonly encode: (json: string, encoding: PageEncoding) => Promise<string | Buffer> = encodeJson) {}

  of(state: object | undefined, query: AvailabilityQuery, answer: AvailabilityAnswer): EncodedAnswer {
    if (!state) return this.encoded(answer);
    let kept = this.byState.get(state);
    if (!kept) this.byState.set(state, (kept = new Map()));
    const { patientType, mode, providerId, departmentId, days } = query;
    const key = [
      patientType,
      mode,
      providerId,
      departmentId,
      days,
      answer.status,
      answer.asOf,
      answer.slots.length,
      answer.slots[0]?.appointmentid,
    ].join(' ');
    let entry = kept.get(key);
    if (!entry) {
      if (kept.size >= KEPT) kept.clear();
      kept.set(key, (entry = this.encoded(answer)));
    }
    return entry;
  }

  private encoded(answer: AvailabilityAnswer): EncodedAnswer {
    const json = JSON.stringify(answer);
    const bodies = new Map<PageEncoding, Promise<string | Buffer>>();
    return {
      etag: `W/"${createHash('sha1').update(json).digest('base64url')}"`,
      body: (encoding) => {
        let body = bodies.get(encoding);
        if (!body) {
          bodies.set(encoding, (body = this.encode(json, encoding)));
          // A failed compression is not kept: the next request tries again.
          body.catch(() => bodies.delete(encoding));
        }
        return body;
      },
    };
  }
}
