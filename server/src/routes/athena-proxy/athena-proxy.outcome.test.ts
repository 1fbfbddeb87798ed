import type { AthenaRequest, AthenaResponse } from '@clinic/adapters';
import { SchedulerError } from '@clinic/core';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { boundTo, build, proxy } from '../../test-support/build-app';
import type { RecordingTransport } from '../../test-support/recording-transport';
import { OUTCOME_UNKNOWN } from './booking-outcome';

let app: FastifyInstance;
let upstream: RecordingTransport;
afterEach(() => app.close());

const BOOKED = [{ appointmentid: '1101', appointmentstatus: 'f', patientid: '5001', date: '12/01/2026', starttime: '09:00' }];
const book = (key: string) =>
  proxy('/appointments/1101', 'PUT', 'patientid=5001&appointmenttypeid=21', { ...boundTo('5001'), 'idempotency-key': key });
const bookings = () => upstream.calls.filter((c) => c.method === 'PUT');

/** An upstream booking whose answer the test releases when it wants. */
function deferred() {
  let release!: (answer: AthenaResponse) => void;
  const answer = new Promise<AthenaResponse>((resolve) => (release = resolve));
  return { answer, release };
}

/** athena's booked list for patient 5001: the slot is theirs, or nothing. */
const bookedList = (theirs: boolean) => ({ status: 200, body: { appointments: theirs ? BOOKED : [], totalcount: theirs ? 1 : 0 } });
const isBookedList = (r: AthenaRequest) => r.method === 'GET' && r.path.startsWith('/appointments/booked?');

describe("a booking's outcome is never lost", () => {
  it('answers a booking athena has not answered by the deadline as not known yet, then replays it as booked once athena answers, without booking twice', async () => {
    ({ app, upstream } = await build({ upstreamTimeoutMs: 50 }));
    const late = deferred();
    upstream.respond = (r) => (r.method === 'PUT' ? late.answer : bookedList(false));
    const first = await app.inject(book('late-booking-0001'));
    expect(first.statusCode).toBe(OUTCOME_UNKNOWN.status);
    expect(first.json()).toEqual({ error: OUTCOME_UNKNOWN.error, code: 'BOOKING_OUTCOME_UNKNOWN' });
    expect(first.headers['retry-after']).toBe('5');
    expect(first.body).not.toMatch(/idempotency/i);

    late.release({ status: 200, body: BOOKED });
    const retry = await app.inject(book('late-booking-0001'));
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(BOOKED);
    expect(bookings()).toHaveLength(1);
  });

  it('lets a retry sent while the booking is still pending wait for its answer', async () => {
    ({ app, upstream } = await build({ upstreamTimeoutMs: 2000 }));
    const late = deferred();
    upstream.respond = (r) => (r.method === 'PUT' ? late.answer : bookedList(false));
    const first = app.inject(book('late-booking-0002'));
    const retry = app.inject(book('late-booking-0002'));
    late.release({ status: 200, body: BOOKED });
    expect([(await first).statusCode, (await retry).statusCode]).toEqual([200, 200]);
    expect(bookings()).toHaveLength(1);
  });

  it("when the connection is lost after sending, finds in athena that the slot is now the patient's and answers booked", async () => {
    ({ app, upstream } = await build());
    upstream.respond = (r) => {
      if (isBookedList(r)) return bookedList(true);
      throw new SchedulerError('NETWORK', 'socket hang up');
    };
    const res = await app.inject(book('lost-booking-0001'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ appointmentid: '1101', appointmentstatus: 'f' })]);
    expect(upstream.calls.find(isBookedList)?.path).toContain('patientid=5001');
  });

  it("answers the patient's own late booking as booked, not as a slot someone else took", async () => {
    ({ app, upstream } = await build());
    upstream.respond = (r) =>
      isBookedList(r)
        ? bookedList(true)
        : { status: 409, body: { error: 'That appointment time was already booked or not available for booking.' } };
    const res = await app.inject(book('own-late-booking-01'));
    expect(res.statusCode).toBe(200);
  });

  it('keeps an unknown outcome unstored, so the next retry asks athena again', async () => {
    ({ app, upstream } = await build());
    let down = true;
    upstream.respond = (r) => {
      if (isBookedList(r)) return bookedList(false);
      if (down) throw new SchedulerError('NETWORK', 'socket hang up');
      return { status: 200, body: BOOKED };
    };
    expect((await app.inject(book('unknown-booking-01'))).statusCode).toBe(OUTCOME_UNKNOWN.status);
    down = false;
    expect((await app.inject(book('unknown-booking-01'))).statusCode).toBe(200);
    expect(bookings()).toHaveLength(2);
  });

  it.each([503, 429])('does not replay a %i: the retry reaches athena', async (status) => {
    ({ app, upstream } = await build());
    upstream.respond = () => (bookings().length === 1 ? { status, body: { error: 'busy' } } : { status: 200, body: BOOKED });
    expect((await app.inject(book(`hiccup-booking-${status}`))).statusCode).toBe(status);
    const retry = await app.inject(book(`hiccup-booking-${status}`));
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(bookings()).toHaveLength(2);
  });

  it('replays a definitive refusal (a slot someone else took) without asking athena again', async () => {
    ({ app, upstream } = await build());
    upstream.respond = (r) => (isBookedList(r) ? bookedList(false) : { status: 409, body: { error: 'taken' } });
    const first = await app.inject(book('taken-booking-001'));
    const again = await app.inject(book('taken-booking-001'));
    expect([first.statusCode, again.statusCode]).toEqual([409, 409]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(bookings()).toHaveLength(1);
  });

  it('aborts a booking still running at its own deadline and then checks athena', async () => {
    ({ app, upstream } = await build({ upstreamTimeoutMs: 1000, bookingDeadlineMs: 30 }));
    upstream.respond = (r) => (isBookedList(r) ? bookedList(true) : new Promise(() => {}));
    const res = await app.inject(book('stuck-booking-001'));
    expect(res.statusCode).toBe(200);
    expect(bookings()).toHaveLength(1);
  });
});
