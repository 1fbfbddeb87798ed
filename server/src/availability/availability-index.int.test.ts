import {
  availabilityAnswerSchema,
  buildSlots,
  clinicInstant,
  formatUsDate,
  upcomingSlots,
  addClinicDays,
  type AvailableSlot,
  type OpenSlot,
} from '@clinic/core';
import { PERSONAS } from '@clinic/fixtures';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { availabilityStack, nextRefresh } from '../test-support/availability-stack';
import { boundTo, proxy } from '../test-support/build-app';

const TODAY = { year: 2025, month: 12, day: 1 }; // Mon Dec 1 2025, clinic time; the index's clock starts at 08:00
const PATIENT = PERSONAS.withInsurance;

let close: () => Promise<void> = async () => {};
afterEach(() => close());

async function indexed(options: Parameters<typeof availabilityStack>[0] = { today: TODAY }) {
  const stack = await availabilityStack(options);
  close = stack.close;
  const app = stack.apps[0]!;
  const refreshed = nextRefresh(app);
  await app.ready();
  await refreshed;
  await app.availabilityIndex!.idle();
  return { ...stack, app };
}

const newPatientTimes = { method: 'GET' as const, url: '/api/availability?patientType=new&mode=appointment' };

/** A new patient's booking of `slot` through the proxy, as the dialog sends it. */
function bookThroughProxy(app: FastifyInstance, slot: Pick<AvailableSlot, 'appointmentid' | 'appointmenttypeid'>, key: string) {
  const body = `patientid=${PATIENT.patientid}&appointmenttypeid=${slot.appointmenttypeid}`;
  return app.inject(proxy(`/appointments/${slot.appointmentid}`, 'PUT', body, { ...boundTo(PATIENT.patientid), 'idempotency-key': key }));
}

/** The times in a brotli-compressed answer. */
const brotliTimes = (sent: { rawPayload: Buffer }) =>
  availabilityAnswerSchema.parse(JSON.parse(brotliDecompressSync(sent.rawPayload).toString('utf8')));

// Each test reads the whole fixture practice (about 30 athena calls) at least once: seconds on a busy machine.
describe('the availability index', { timeout: 30_000 }, () => {
  it('serves only the first `days` clinic days when asked, and refuses a window outside 1 to 90', async () => {
    const { app } = await indexed();
    const whole = availabilityAnswerSchema.parse((await app.inject(newPatientTimes)).json());
    const firstDay = availabilityAnswerSchema.parse(
      (await app.inject({ ...newPatientTimes, url: `${newPatientTimes.url}&days=1` })).json(),
    );
    expect(firstDay.slots.length).toBeGreaterThan(0);
    expect(firstDay.slots.length).toBeLessThan(whole.slots.length);
    expect(new Set(firstDay.slots.map((s) => s.date))).toEqual(new Set(['12/01/2025']));
    expect(whole.slots.slice(0, firstDay.slots.length)).toEqual(firstDay.slots);
    for (const days of ['0', '91', 'x']) {
      expect((await app.inject({ ...newPatientTimes, url: `${newPatientTimes.url}&days=${days}` })).statusCode).toBe(400);
    }
  });

  it('compresses the times for a browser that accepts brotli: the 90-day answer is too big for a phone as it is', async () => {
    const { app } = await indexed();
    const plain = await app.inject(newPatientTimes);
    const compressed = await app.inject({ ...newPatientTimes, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    const body = brotliTimes(compressed);
    expect(body).toEqual(plain.json());
  });

  it('sends the compressed times once per index state: a browser holding them gets a 304 until a booking changes them', async () => {
    const { app } = await indexed();
    const br = { ...newPatientTimes, headers: { 'accept-encoding': 'br' } };
    const first = await app.inject(br);
    const second = await app.inject(br);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const etag = first.headers.etag as string;
    expect(second.headers.etag).toBe(etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const held = await app.inject({ ...br, headers: { ...br.headers, 'if-none-match': etag } });
    expect(held.statusCode).toBe(304);
    expect(held.rawPayload.length).toBe(0);

    const chosen = brotliTimes(first).slots[0]!;
    const booking = await bookThroughProxy(app, chosen, 'etag-0001');
    expect(booking.statusCode).toBe(200);
    const after = await app.inject({ ...br, headers: { ...br.headers, 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const times = brotliTimes(after);
    expect(times.slots.some((s) => s.appointmentid === chosen.appointmentid)).toBe(false);
  });

  it('drops a time once it has begun, though the index has not changed since its body was sent', async () => {
    const { app, clock } = await indexed();
    const br = { ...newPatientTimes, headers: { 'accept-encoding': 'br' } };
    const read = async () => {
      const sent = await app.inject(br);
      return { etag: sent.headers.etag, ...brotliTimes(sent) };
    };
    const soonest = (await read()).slots[0]!;
    // Half a minute before it begins, the index read again: then no write until it has begun.
    clock.at = clinicInstant(TODAY, soonest.starttime).getTime() - 30_000;
    await app.availabilityIndex!.tick();
    await app.availabilityIndex!.idle();
    const before = await read();
    expect(before.slots[0]).toEqual(soonest);
    clock.at += 31_000;
    const after = await read();
    expect(after).toMatchObject({ status: 'fresh', asOf: before.asOf });
    expect(after.slots.some((s) => s.appointmentid === soonest.appointmentid)).toBe(false);
    expect(after.etag).not.toBe(before.etag);
  });

  it('answers /api/availability and the seed’s open-slot search without calling athena', async () => {
    const { app, calls, store } = await indexed();
    const before = calls.length;

    const answer = await app.inject(newPatientTimes);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    const body = availabilityAnswerSchema.parse(answer.json());
    expect(body.status).toBe('fresh');
    // The soonest new-patient time of the practice, as athena itself lists it (not the concierge-only provider).
    const everyOpen = store.openSlots({ departmentId: '1', startDate: '12/01/2025', endDate: '12/01/2025' });
    expect(body.slots.length).toBeGreaterThan(0);
    expect(body.slots.some((s) => s.providerid === '1')).toBe(false);
    expect(everyOpen.length).toBeGreaterThanOrEqual(0);

    const departmentId = body.slots[0]!.departmentid;
    const providerId = body.slots[0]!.providerid;
    const typeId = body.slots[0]!.appointmenttypeid;
    const window = `startdate=12/01/2025&enddate=${formatUsDate(addClinicDays(TODAY, 13))}`;
    const url = `/appointments/open?departmentid=${departmentId}&appointmenttypeid=${typeId}&providerid=${providerId}&${window}&showfullresponse=true&ignoreschedulablepermission=true&showallproviders=false&showallresources=true`;
    const search = await app.inject(proxy(url));
    expect(search.statusCode).toBe(200);
    const listed = search.json() as { appointments: { appointmentid: number }[]; totalcount: number };
    // The same slots athena lists for that search.
    const athenaLists = store
      .openSlots({
        departmentId,
        providerIds: [providerId],
        appointmentTypeId: typeId,
        startDate: '12/01/2025',
        endDate: formatUsDate(addClinicDays(TODAY, 13)),
      })
      .map((s) => Number(s.appointmentid));
    expect(listed.appointments.map((s) => s.appointmentid).sort()).toEqual(athenaLists.sort());
    expect(listed.totalcount).toBe(athenaLists.length);

    expect(calls.length - before).toBe(0);
  });

  it('serves the soonest suitable time of the practice first, checked against the fake athena', async () => {
    const { app, store, clock } = await indexed();
    const body = availabilityAnswerSchema.parse((await app.inject(newPatientTimes)).json());
    const everySlot: OpenSlot[] = ['1', '2', '3'].flatMap((departmentId) =>
      store.openSlots({ departmentId, startDate: '12/01/2025', endDate: formatUsDate(addClinicDays(TODAY, 90)) }),
    );
    const offered = everySlot.filter(
      (s) =>
        s.providerid !== '1' &&
        !['IV_OFFICE', 'IV_HOME'].includes(store.providers().find((p) => p.providerid === s.providerid)!.displayname),
    );
    const soonest = upcomingSlots(buildSlots(offered, { patientType: 'new', mode: 'appointment' }), new Date(clock.at))[0]!;
    expect(`${body.slots[0]!.date} ${body.slots[0]!.starttime}`).toBe(`${soonest.date} ${soonest.starttime}`);
  });

  it('costs athena one call per indexed type and page for each window: the fixture practice’s refresh, counted', async () => {
    const { app, slotReads, clock } = await indexed();
    const first = slotReads().length;
    // 11 indexed types, each once for the near window and once or twice (1,000-slot pages) for the far one.
    expect(first).toBe(27);
    const near = slotReads().length;
    const refreshed = nextRefresh(app);
    clock.at += 30_000;
    await app.availabilityIndex!.tick();
    await refreshed;
    // A near refresh: one call per type, the 14 days fit one page each.
    expect(slotReads().length - near).toBe(11);
  });

  it('takes a slot lost to a booking behind its back out at once and reads that provider’s day again', async () => {
    const { app, store, calls, slotReads } = await indexed();
    const body = availabilityAnswerSchema.parse((await app.inject(newPatientTimes)).json());
    const lost = body.slots[0]!;
    // Booked directly at athena, like `clinic book`: the index still lists it.
    store.book({
      appointmentid: lost.appointmentid,
      patientid: PERSONAS.withoutInsurance.patientid,
      appointmenttypeid: lost.appointmenttypeid,
    });
    const before = calls.length;

    const booking = await app.inject(
      proxy(`/appointments/${lost.appointmentid}`, 'PUT', `patientid=${PATIENT.patientid}&appointmenttypeid=${lost.appointmenttypeid}`, {
        ...boundTo(PATIENT.patientid),
        'idempotency-key': 'lost-race-0001',
      }),
    );
    expect(booking.statusCode).toBe(409);
    const after = availabilityAnswerSchema.parse((await app.inject(newPatientTimes)).json());
    expect(after.slots.some((s) => s.appointmentid === lost.appointmentid)).toBe(false);

    await app.availabilityIndex!.idle();
    const reread = slotReads(before).filter((c) => c.path.includes(`providerid=${lost.providerid}`));
    expect(reread.length).toBeGreaterThan(0);
    expect(
      reread.every((c) => c.path.includes(`startdate=${encodeURIComponent(lost.date)}&enddate=${encodeURIComponent(lost.date)}`)),
    ).toBe(true);
  });

  it('takes a slot booked through the proxy out at once', async () => {
    const { app } = await indexed();
    const body = availabilityAnswerSchema.parse((await app.inject(newPatientTimes)).json());
    const chosen = body.slots[0]!;
    const booking = await bookThroughProxy(app, chosen, 'booked-0001');
    expect(booking.statusCode).toBe(200);
    const after = availabilityAnswerSchema.parse((await app.inject(newPatientTimes)).json());
    expect(after.slots.some((s) => s.appointmentid === chosen.appointmentid)).toBe(false);
  });

  it('goes stale with its age when athena stops, unavailable past 15 minutes, and fresh again when athena is back', async () => {
    const { app, relay, clock } = await indexed();
    const builtAt = new Date(clock.at).toISOString();
    await relay.stop();

    clock.at += 61_000; // 08:01:01: the near window is past its 60 s promise, and athena cannot be read
    await app.availabilityIndex!.tick();
    const stale = availabilityAnswerSchema.parse((await app.inject(newPatientTimes)).json());
    expect(stale).toMatchObject({ status: 'stale', asOf: builtAt });
    expect(stale.slots.length).toBeGreaterThan(0);

    clock.at += 15 * 60_000; // 08:16:01: older than the 15 minutes a stale index may be shown
    await app.availabilityIndex!.tick();
    expect((await app.inject(newPatientTimes)).json()).toEqual({ status: 'unavailable', asOf: null, slots: [] });
    const metrics = (await app.inject('/metrics')).body;
    expect(metrics).toMatch(/clinic_availability_refresh_failures_total\{part="near"\} [1-9]/);
    expect(metrics).toContain(`clinic_availability_index_age_seconds{part="near"} ${(61_000 + 15 * 60_000) / 1000}`);

    await relay.start();
    await app.availabilityIndex!.tick();
    const back = availabilityAnswerSchema.parse((await app.inject(newPatientTimes)).json());
    expect(back).toMatchObject({ status: 'fresh', asOf: new Date(clock.at).toISOString() });
    expect(back.slots.length).toBeGreaterThan(0);
  });

  it('keeps the next 14 days fresh while a slow read of the rest of the window is still under way', async () => {
    const { app, clock, held } = await indexed();
    let releaseFar = () => {};
    const farHeld = new Promise<void>((resolve) => (releaseFar = resolve));
    // athena answers the far window's reads only when the test says so (15/12/2025: the first far day).
    held.until = (request) => (request.path.includes('startdate=12%2F15%2F2025') ? farHeld : undefined);

    const nearWritten = nextRefresh(app);
    clock.at += 300_000; // 08:05: both windows due
    const tick = app.availabilityIndex!.tick();
    const written = await nearWritten;
    expect(written.nearRefreshedAt.getTime()).toBe(clock.at);
    expect(written.farRefreshedAt.getTime()).toBe(clock.at - 300_000);
    expect((await app.inject(newPatientTimes)).json()).toMatchObject({ status: 'fresh' });

    releaseFar();
    await tick;
    expect((await app.availabilityIndex!.read())!.farRefreshedAt.getTime()).toBe(clock.at);
  });
});
