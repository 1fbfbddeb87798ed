import { listBookedAppointments, type BookedAppointment } from '@clinic/core';
import { Container } from 'inversify';
import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AthenaScheduler } from './athena-scheduler';
import { athenaDirectModule } from '../composition/athena-direct.module';
import { athenaProxyModule } from '../composition/athena-proxy.module';
import { TOKENS } from '../composition/tokens';

// Mon Dec 1 2025, 9:30 PT
const clock = { now: () => new Date(Date.UTC(2025, 11, 1, 17, 30)) };
const kept: BookedAppointment = {
  appointmentid: '77', appointmentstatus: 'f', date: '12/03/2025', starttime: '10:15', duration: 30,
  departmentid: '1', providerid: '86', patientid: '5309', appointmenttypeid: '82',
};
const store = {
  listPatients: async () => [], savePatient: async () => {}, listAppointments: async () => [kept], saveAppointment: async () => {},
};

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  nock.cleanAll();
});

describe('athena composition modules', () => {
  it('athenaProxyModule resolves an AthenaScheduler that talks to the proxy; the core\u2019s booked-list use-case falls back to the bound store', async () => {
    const container = new Container();
    container.bind(TOKENS.Clock).toConstantValue(clock);
    container.bind(TOKENS.PatientStore).toConstantValue(store);
    await container.load(athenaProxyModule({ endpoint: 'http://clinic.test/api/athena-proxy' }));
    nock('http://clinic.test').post('/api/athena-proxy', (body: { url: string }) => body.url.startsWith('/appointments/booked?')).reply(503);

    const scheduler = container.get(TOKENS.Scheduler);
    const list = await listBookedAppointments({ scheduler, store: container.get(TOKENS.PatientStore) }, { startDate: '', endDate: '' });

    expect(scheduler).toBeInstanceOf(AthenaScheduler);
    expect(container.get(TOKENS.Scheduler)).toBe(scheduler);
    expect(list.scheduled).toEqual([kept]);
  });

  it('athenaDirectModule resolves an AthenaScheduler over DirectTransport without a patient store', async () => {
    const container = new Container();
    container.bind(TOKENS.Clock).toConstantValue(clock);
    await container.load(athenaDirectModule({ baseUrl: 'https://athena.test', practiceId: '195900', clientId: 'c', clientSecret: 's' }));
    nock('https://athena.test').post('/oauth2/v1/token').reply(200, { access_token: 't', expires_in: '3600' });
    nock('https://athena.test').get('/v1/195900/practiceinfo').reply(200, { practiceinfo: [{ practiceid: '195900', name: 'Foothill' }], totalcount: 1 });

    expect(await container.get(TOKENS.Scheduler).getPracticeInfo()).toEqual({ practiceid: '195900', name: 'Foothill' });
    expect(container.isBound(TOKENS.AthenaTransport)).toBe(true);
  });
});
