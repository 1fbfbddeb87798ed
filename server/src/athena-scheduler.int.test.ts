import { AthenaScheduler, DirectTransport, ProxyTransport } from '@clinic/adapters';
import { clinicInstant, formatUsDate, addClinicDays, guardedScheduler, type SchedulerPort } from '@clinic/core';
import { FixedClock } from '@clinic/core/test-support';
import { FAKE_ATHENA_CREDENTIALS, startFakeAthena, type RunningFakeAthena } from '@clinic/fake-athena';
import { PERSONAS, createFixtureStore } from '@clinic/fixtures';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeSchedulerContract } from '../../adapters/src/contract';
import { buildApp } from './app';
import { storeTestimonials } from './test-support/build-app';

const TODAY = { year: 2025, month: 12, day: 1 }; // Mon Dec 1 2025
const clock = new FixedClock(clinicInstant(TODAY, '09:30')); // Mon Dec 1, 9:30 PT

describeSchedulerContract('AthenaScheduler over DirectTransport to the fake athena (loopback HTTP)', async () => {
  const athena = await startFakeAthena({ host: '127.0.0.1', port: 0, store: createFixtureStore({ today: TODAY }) });
  const transport = new DirectTransport({ baseUrl: athena.url, ...FAKE_ATHENA_CREDENTIALS });
  return {
    scheduler: guardedScheduler(new AthenaScheduler(transport, { clock })),
    personas: PERSONAS,
    today: TODAY,
    cleanup: athena.close,
  };
});

describe('booking end to end: AthenaScheduler(ProxyTransport) → server → fake athena, over loopback HTTP', () => {
  const store = createFixtureStore({ today: TODAY });
  let athena: RunningFakeAthena;
  let server: FastifyInstance;
  let scheduler: SchedulerPort;

  beforeAll(async () => {
    // Pages of 500 slots: one type's 90 days fill about one page of athena's 1,000 once holidays publish none.
    athena = await startFakeAthena({ host: '127.0.0.1', port: 0, store, slotPageSize: 500 });
    server = await buildApp({
      upstream: new DirectTransport({ baseUrl: athena.url, ...FAKE_ATHENA_CREDENTIALS }),
      testimonials: storeTestimonials(store),
      log: false,
    });
    await server.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.server.address() as { port: number };
    scheduler = guardedScheduler(
      new AthenaScheduler(new ProxyTransport({ endpoint: `http://127.0.0.1:${port}/api/athena-proxy` }), { clock }),
    );
  });
  afterAll(async () => {
    await server.close();
    await athena.close();
  });

  async function anOpenSlot(departmentId: string, providerId: string) {
    const window = { startDate: formatUsDate(addClinicDays(TODAY, 1)), endDate: formatUsDate(addClinicDays(TODAY, 14)) };
    // athena lists slots only for a type or a reason; take a type this provider has slots of.
    const appointmentTypeId = store.openSlots({ departmentId, providerIds: [providerId], ...window })[0]?.appointmenttypeid;
    const slots = await scheduler.getOpenSlots({ departmentId, providerId, appointmentTypeId, ...window });
    const slot = slots[0];
    if (!slot) throw new Error(`no open slot for provider ${providerId}`);
    return slot;
  }

  it('books a new patient with insurance', async () => {
    const p = PERSONAS.newPatient;
    expect(
      await scheduler.searchPatients({ firstName: p.firstname, lastName: p.lastname, dob: p.dob, phoneNumber: p.mobilephone }),
    ).toEqual([]);
    const { patientid } = await scheduler.createPatient({ ...p, departmentid: '1' });
    const insurance = await scheduler.createInsurance(patientid, {
      kind: 'policy',
      insurancepackageid: '2150',
      insuranceidnumber: 'BSC5521907',
      policynumber: 'GRP-3310',
      sequencenumber: 1,
      relationshiptoinsuredid: 1,
      insurancepolicyholderfirstname: p.firstname,
      insurancepolicyholderlastname: p.lastname,
      insurancepolicyholderdob: p.dob,
      insurancepolicyholdersex: 'F',
    });
    expect(insurance.alreadyOnFile).toBe(false);
    const slot = await anOpenSlot('1', '2'); // Dr. Vasquez, Glendale
    const booked = await scheduler.bookAppointment({
      appointmentid: slot.appointmentid,
      patientid,
      appointmenttypeid: slot.appointmenttypeid,
      departmentid: '1',
      ...(insurance.insuranceid ? { insuranceid: insurance.insuranceid } : {}),
      idempotencyKey: `test-${slot.appointmentid}`,
    });
    expect(booked).toMatchObject({ appointmentid: slot.appointmentid, patientid });
    expect(store.booked({ startDate: slot.date, endDate: slot.date }).map((b) => b.patientid)).toContain(patientid);
  });

  it('finds an existing patient with insurance and books them directly', async () => {
    const p = PERSONAS.withInsurance;
    const matches = await scheduler.searchPatients({
      firstName: p.firstname,
      lastName: p.lastname,
      dob: p.dob,
      phoneNumber: p.mobilephone,
    });
    expect(matches).toEqual([{ patientid: p.patientid, insurances: [expect.objectContaining({ insuranceid: p.insurance.insuranceid })] }]);
    const slot = await anOpenSlot('2', '3'); // Dr. Kim, Burbank
    const booked = await scheduler.bookAppointment({
      appointmentid: slot.appointmentid,
      patientid: p.patientid,
      appointmenttypeid: slot.appointmenttypeid,
    });
    expect(booked).toMatchObject({ appointmentid: slot.appointmentid, patientid: p.patientid });
    await expect(
      scheduler.bookAppointment({ appointmentid: slot.appointmentid, patientid: p.patientid, appointmenttypeid: slot.appointmenttypeid }),
    ).rejects.toMatchObject({ code: 'SLOT_UNAVAILABLE' });
  });

  it("brings every open slot of a 90-day search through the proxy, following athena's next pages", async () => {
    const window = { startDate: formatUsDate(TODAY), endDate: formatUsDate(addClinicDays(TODAY, 90)) };
    const counts = new Map<string, number>();
    for (const s of store.openSlots({ departmentId: '1', ...window }))
      counts.set(s.appointmenttypeid, (counts.get(s.appointmenttypeid) ?? 0) + 1);
    const [busiestType] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    const direct = new DirectTransport({ baseUrl: athena.url, ...FAKE_ATHENA_CREDENTIALS });
    const query = `departmentid=1&appointmenttypeid=${busiestType}&startdate=${encodeURIComponent(window.startDate)}&enddate=${encodeURIComponent(window.endDate)}&ignoreschedulablepermission=true&showallproviders=true`;
    const firstPage = (await direct.request({ method: 'GET', path: `/appointments/open?${query}` })).body as {
      appointments: unknown[];
      totalcount: number;
      next?: string;
    };
    expect(firstPage.next).toBeDefined(); // more than one page, or this test proves nothing

    const slots = await scheduler.getOpenSlots({ departmentId: '1', appointmentTypeId: busiestType, providerId: '', ...window });

    expect(slots).toHaveLength(firstPage.totalcount);
    expect(new Set(slots.map((s) => s.appointmentid)).size).toBe(slots.length);
  });
});
