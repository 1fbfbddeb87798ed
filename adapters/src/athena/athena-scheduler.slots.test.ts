import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { API, athena, athenaOverNock } from '../test-support/athena-nock';
import {
  malformedSlots,
  missingFields,
  openSlot as slot,
  openSlotLegacy,
  openSlotsAnswer,
  openSlotsFirstPage,
} from '../test-support/athena-wire';

afterEach(() => {
  nock.cleanAll();
});

describe('AthenaScheduler open slots', () => {
  it("sends the dialog's type-based search parameters, with enddate defaulting to startdate", async () => {
    const scheduler = athenaOverNock();
    athena()
      .get(`${API}/appointments/open`)
      .query({
        departmentid: '1',
        appointmenttypeid: '82',
        providerid: '86',
        startdate: '12/02/2025',
        enddate: '12/02/2025',
        showfullresponse: 'true',
        ignoreschedulablepermission: 'true',
        showallproviders: 'false',
        showallresources: 'true',
        limit: '5',
      })
      .reply(200, openSlotsAnswer);

    // Tue Dec 2, the whole day
    const slots = await scheduler.getOpenSlots({
      departmentId: '1',
      appointmentTypeId: '82',
      providerId: '86',
      startDate: '12/02/2025',
      limit: 5,
    });

    expect(slots).toEqual([
      {
        date: '12/02/2025',
        appointmentid: '2204083',
        departmentid: '1',
        providerid: '86',
        appointmenttypeid: '82',
        appointmenttype: 'NEW PATIENT 30',
        patientappointmenttypename: 'New Patient',
        starttime: '09:00',
        duration: 30,
        reasonid: ['-1'],
      },
    ]);
  });

  // Issue 19 item 7: one malformed slot hung the dialog's search.
  it('drops malformed slots (no date, a "9am" start, no id) and keeps the good ones', async () => {
    const scheduler = athenaOverNock();
    athena()
      .get(`${API}/appointments/open`)
      .query(true)
      .reply(200, { appointments: [...malformedSlots, slot], totalcount: 6 });

    const slots = await scheduler.getOpenSlots({
      departmentId: '1',
      appointmentTypeId: '82',
      providerId: '86',
      startDate: '12/02/2025',
      limit: 5,
    });

    expect(slots.map((s) => s.appointmentid)).toEqual(['2204083']);
  });

  it('asks for every provider and drops empty parameters when no provider or type is chosen', async () => {
    const scheduler = athenaOverNock();
    const search = athena()
      .get(`${API}/appointments/open`)
      .query({
        departmentid: '1',
        startdate: '12/01/2025',
        enddate: '03/01/2026',
        showfullresponse: 'true',
        ignoreschedulablepermission: 'true',
        showallproviders: 'true',
        showallresources: 'true',
      })
      .reply(200, { appointments: [], totalcount: 0 });

    // Mon Dec 1 to Sun Mar 1, the 90-day window, dates typed ISO-style
    await scheduler.getOpenSlots({
      departmentId: '1',
      appointmentTypeId: '',
      providerId: '',
      startDate: '2025-12-01',
      endDate: '2026-03-01',
    });

    expect(search.isDone()).toBe(true);
  });

  it("follows athena's next links until the last page, so a 90-day search misses no slot", async () => {
    const scheduler = athenaOverNock();
    const second = { ...slot, appointmentid: 2204090, date: '02/20/2026' };
    athena()
      .get(`${API}/appointments/open`)
      .query((q) => q.offset === undefined)
      .reply(200, openSlotsFirstPage);
    const page2 = athena()
      .get(`${API}/appointments/open`)
      .query({
        DEPARTMENTID: '1',
        APPOINTMENTTYPEID: '82',
        STARTDATE: '12/01/2025',
        ENDDATE: '03/01/2026',
        offset: '1',
      })
      .reply(200, { appointments: [second], totalcount: 2 });

    const slots = await scheduler.getOpenSlots({
      departmentId: '1',
      appointmentTypeId: '82',
      providerId: '',
      startDate: '12/01/2025',
      endDate: '03/01/2026',
    });

    expect(page2.isDone()).toBe(true);
    expect(slots.map((s) => s.appointmentid)).toEqual(['2204083', '2204090']);
  });

  it('never follows a next link out of the open-slot list, and says the list was cut', async () => {
    const scheduler = athenaOverNock();
    athena()
      .get(`${API}/appointments/open`)
      .query(true)
      .reply(200, { appointments: [slot], totalcount: 9, next: `${API}/patients?offset=1` });

    await expect(
      scheduler.getOpenSlots({ departmentId: '1', appointmentTypeId: '82', providerId: '86', startDate: '12/02/2025' }),
    ).rejects.toMatchObject({
      code: 'UPSTREAM',
      message: 'Failed to get open appointment slots: The list was cut after 1 items: its next page link points elsewhere.',
    });
  });

  it("reads only one page when the caller sets a limit (the test search's 5)", async () => {
    const scheduler = athenaOverNock();
    athena()
      .get(`${API}/appointments/open`)
      .query(true)
      .reply(200, { appointments: [slot], totalcount: 9, next: `${API}/appointments/open?limit=1&offset=1` });

    expect(
      await scheduler.getOpenSlots({ departmentId: '1', appointmentTypeId: '82', providerId: '86', startDate: '12/02/2025', limit: 1 }),
    ).toHaveLength(1);
  });

  it('reads string ids and string flags from a legacy answer', async () => {
    const scheduler = athenaOverNock();
    athena()
      .get(`${API}/appointments/open`)
      .query(true)
      .reply(200, { appointments: [openSlotLegacy], totalcount: '1' });

    const [legacy] = await scheduler.getOpenSlots({ departmentId: '1', startDate: '12/02/2025' });

    expect(legacy).toMatchObject({ appointmentid: '2204084', duration: 30, frozen: true });
  });

  it('sends the reason-based variant with ignoreschedulablepermission false', async () => {
    const scheduler = athenaOverNock();
    const search = athena()
      .get(`${API}/appointments/open`)
      .query({
        departmentid: '1',
        reasonid: '1001',
        startdate: '12/01/2025',
        providerid: '86',
        enddate: '12/07/2025',
        ignoreschedulablepermission: 'false',
      })
      .reply(200, { appointments: [{ ...slot, reasonid: ['1001'] }], totalcount: 1 });

    // Mon Dec 1 to Sun Dec 7
    const slots = await scheduler.getOpenSlotsByReason({
      departmentId: '1',
      reasonId: 1001,
      providerId: '86',
      startDate: '12/01/2025',
      endDate: '12/07/2025',
    });

    expect(search.isDone()).toBe(true);
    expect(slots[0]?.reasonid).toEqual(['1001']);
  });

  it('refuses a search without a department before calling athena', async () => {
    const scheduler = athenaOverNock();

    await expect(scheduler.getOpenSlots({ departmentId: '', startDate: '12/01/2025' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Missing required parameter: departmentid',
    });
    await expect(scheduler.getOpenSlotsByReason({ departmentId: ' ', reasonId: 1001, startDate: '12/01/2025' })).rejects.toThrow(
      'Missing required parameter: departmentid',
    );
  });

  it("prefixes slot failures per variant with athena's error text", async () => {
    const scheduler = athenaOverNock();
    // The error keeps the fields the client's error schema reads; athena's empty invalidfields is not one.
    const { invalidfields: _unread, ...missing } = missingFields.body;
    athena().get(`${API}/appointments/open`).query(true).times(2).reply(missingFields.status, missing);

    await expect(scheduler.getOpenSlots({ departmentId: '999', startDate: '12/01/2025' })).rejects.toMatchObject({
      message: 'Failed to get open appointment slots: Additional fields are required.',
      detail: missing,
    });
    await expect(scheduler.getOpenSlotsByReason({ departmentId: '999', reasonId: 1, startDate: '12/01/2025' })).rejects.toThrow(
      'Failed to get open appointment slots by reason: Additional fields are required.',
    );
  });
});
