import { describe, expect, it } from 'vitest';
import type { FetchLike } from '../athena/http-exchange';
import { HttpGroupTimes } from './http-group-times';

const SLOT = {
  appointmentid: '7001',
  date: '12/01/2026',
  starttime: '09:00',
  departmentid: '1',
  providerid: '2',
  appointmenttypeid: '41',
  appointmenttype: 'NEW PATIENT 30',
  duration: 30,
};

function answering(status: number, body: unknown): { fetch: FetchLike; urls: string[] } {
  const urls: string[] = [];
  const fetch: FetchLike = (input) => {
    urls.push(input);
    return Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
  };
  return { fetch, urls };
}

describe('the group times over HTTP', () => {
  it('asks GET /api/availability with the query alone and returns the checked answer', async () => {
    const server = answering(200, { status: 'fresh', asOf: '2026-11-27T17:41:00.000Z', slots: [SLOT] });
    const answer = await new HttpGroupTimes({ fetch: server.fetch }).groupTimes({ patientType: 'new', mode: 'appointment' });
    expect(server.urls).toEqual(['/api/availability?patientType=new&mode=appointment']);
    expect(answer).toEqual({ status: 'fresh', asOf: '2026-11-27T17:41:00.000Z', slots: [SLOT] });
  });

  it('refuses an answer outside the contract as an outage', async () => {
    const server = answering(200, { status: 'fresh', asOf: null, slots: [{ ...SLOT, date: '2026-12-01' }] });
    await expect(new HttpGroupTimes({ fetch: server.fetch }).groupTimes({ patientType: 'new', mode: 'iv' })).rejects.toMatchObject({
      code: 'UPSTREAM',
    });
  });

  it('throws the status code of a refused read', async () => {
    const server = answering(503, 'Service Unavailable');
    await expect(
      new HttpGroupTimes({ fetch: server.fetch }).groupTimes({ patientType: 'existing', mode: 'appointment' }),
    ).rejects.toMatchObject({
      status: 503,
    });
  });
});
