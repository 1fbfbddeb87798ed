import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchAllPages } from './athena-answers';
import { departmentsPage } from './athena-lists.schemas';
import { API, athena, athenaOverNock, transportOverNock } from '../test-support/athena-nock';
import {
  appointmentTypesAnswer,
  appointmentTypesNext,
  bookedListAnswer,
  bookedListItemPlain,
  departmentPageItem,
  departmentsNext,
  newPatientReasonsAnswer,
  providersAnswer,
  providersNext,
  reasonsNext,
} from '../test-support/athena-wire';

afterEach(() => {
  nock.cleanAll();
});

// Items of athena's samples, numbered.
const provider = (id: number) => ({ ...providersAnswer.providers[0], providerid: id, firstname: `F${id}`, lastname: `L${id}` });

describe('AthenaScheduler paging (athena-api.md §3.2)', () => {
  it('follows path-only next links with upper-cased keys through every provider page', async () => {
    const scheduler = athenaOverNock();
    athena()
      .get(`${API}/providers`)
      .query({ departmentid: '1', showallproviders: 'true', limit: '100' })
      .reply(200, {
        providers: Array.from({ length: 100 }, (_, i) => provider(i + 1)),
        totalcount: 130,
        next: providersNext,
      });
    athena()
      .get(`${API}/providers`)
      .query({ DEPARTMENTID: '1', SHOWALLPROVIDERS: 'true', limit: '100', offset: '100' })
      .reply(200, {
        providers: Array.from({ length: 30 }, (_, i) => provider(i + 101)),
        totalcount: 130,
      });

    const providers = await scheduler.getProviders('1');

    expect(providers).toHaveLength(130);
    expect(providers.at(-1)?.providerid).toBe('130');
  });

  it('pages departments, appointment types and reasons alike', async () => {
    const scheduler = athenaOverNock();
    const type = (id: number) => ({ ...appointmentTypesAnswer.appointmenttypes[0], appointmenttypeid: id, name: `TYPE ${id}` });
    const reason = (id: number) => ({ ...newPatientReasonsAnswer.patientappointmentreasons[0], reasonid: id });
    athena()
      .get(`${API}/appointmenttypes`)
      .query((q) => q.offset === undefined)
      .reply(200, {
        appointmenttypes: [type(1)],
        totalcount: 2,
        next: appointmentTypesNext,
      });
    athena()
      .get(`${API}/appointmenttypes`)
      .query((q) => q.offset === '100' && q.PROVIDERIDS === '86')
      .reply(200, { appointmenttypes: [type(2)], totalcount: 2 });
    athena()
      .get(`${API}/departments`)
      .query((q) => q.offset === undefined)
      .reply(200, {
        departments: [departmentPageItem],
        totalcount: 2,
        next: departmentsNext,
      });
    athena()
      .get(`${API}/departments`)
      .query((q) => q.offset === '1')
      .reply(200, { departments: [{ ...departmentPageItem, departmentid: '2' }], totalcount: 2 });
    athena()
      .get(`${API}/patientappointmentreasons/newpatient`)
      .query((q) => q.offset === undefined)
      .reply(200, {
        patientappointmentreasons: [reason(1)],
        totalcount: 2,
        next: reasonsNext,
      });
    athena()
      .get(`${API}/patientappointmentreasons/newpatient`)
      .query((q) => q.offset === '1')
      .reply(200, {
        patientappointmentreasons: [reason(2)],
        totalcount: 2,
      });

    expect((await scheduler.getAppointmentTypes({ departmentId: '1', providerId: '86' })).map((t) => t.appointmenttypeid)).toEqual([
      '1',
      '2',
    ]);
    expect((await scheduler.getDepartments()).map((d) => d.departmentid)).toEqual(['1', '2']);
    expect((await scheduler.getReasons({ departmentId: '1', providerId: '86', patientType: 'new' })).map((r) => r.reasonid)).toEqual([
      1, 2,
    ]);
  });

  it("reads every page of a booked list past athena's 1,000 a page", async () => {
    const scheduler = athenaOverNock();
    const booked = (id: number) => ({ ...bookedListItemPlain, appointmentid: String(id) });
    athena()
      .get(`${API}/appointments/booked`)
      .query((q) => q.offset === '0')
      .reply(200, {
        appointments: Array.from({ length: 1000 }, (_, i) => booked(i + 1)),
        totalcount: 1200,
        next: bookedListAnswer.next,
      });
    athena()
      .get(`${API}/appointments/booked`)
      .query((q) => q.offset === '1000' && q.STARTDATE === '12/01/2025')
      .reply(200, {
        appointments: Array.from({ length: 200 }, (_, i) => booked(i + 1001)),
        totalcount: 1200,
      });

    const list = await scheduler.getBookedAppointments({ startDate: '12/01/2025', endDate: '12/31/2025' });

    expect(list.scheduled).toHaveLength(1200);
  });

  it('fails loudly, saying the list was cut, when a list goes past the page cap', async () => {
    const transport = transportOverNock();
    let offset = 0;
    athena()
      .get(`${API}/departments`)
      .query(true)
      .times(3)
      .reply(200, () => {
        offset += 1;
        return { departments: [{ departmentid: String(offset), name: 'D' }], totalcount: 99, next: `${API}/departments?offset=${offset}` };
      });

    await expect(
      fetchAllPages(transport, 'departments', { method: 'GET', path: '/departments' }, departmentsPage, 3),
    ).rejects.toMatchObject({
      code: 'UPSTREAM',
      message: 'Failed to load departments: The list was cut after 3 items: it has more than 3 pages.',
    });
  });
});
