import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { FixedClock } from '@clinic/core/test-support';
import { API, athena, athenaOverNock } from '../test-support/athena-nock';
import { bookedListItem, bookedPatientWithPhone } from '../test-support/athena-wire';

afterEach(() => {
  nock.cleanAll();
});

const appointment = (id: string, extra: object = {}) => ({ ...bookedListItem, appointmentid: id, ...extra });

describe('AthenaScheduler booked list', () => {
  it('asks for today to 30 days ahead in clinic time, limit 1000, offset 0, by default', async () => {
    const scheduler = athenaOverNock();
    const call = athena()
      .get(`${API}/appointments/booked`)
      .query({
        startdate: '12/01/2025',
        enddate: '12/31/2025',
        limit: '1000',
        offset: '0',
        showpatientdetail: 'true',
        showinsurance: 'true',
        showcancelled: 'true',
      })
      .reply(200, { appointments: [], totalcount: 0 });

    // Mon Dec 1, 9:30 PT
    expect(await scheduler.getBookedAppointments({ startDate: '', endDate: '' })).toEqual({
      scheduled: [],
      cancelled: [],
      rescheduled: [],
    });
    expect(call.isDone()).toBe(true);
  });

  // Issue 19 item 14: staff did not see the visit note, the phone or the insurance.
  it("reads the visit note from appointmentnotes, the patient's mobile phone and the plan names", async () => {
    const scheduler = athenaOverNock();
    athena()
      .get(`${API}/appointments/booked`)
      .query(true)
      .reply(200, {
        appointments: [appointment('1', { patient: bookedPatientWithPhone })],
        totalcount: 1,
      });

    const [booked] = (await scheduler.getBookedAppointments({ startDate: '12/01/2025', endDate: '12/31/2025' })).scheduled;

    expect(booked).toMatchObject({
      bookingnote: 'I need an interpreter (Spanish)',
      patient: { mobilephone: '8185550199' },
      insurances: [{ insurancepackageid: '15310', name: 'Blue Cross' }],
    });
  });

  it("takes today from the clinic's calendar, not UTC's, late in the evening", async () => {
    // Mon Dec 1, 23:30 PT, already Tue Dec 2 in UTC
    const scheduler = athenaOverNock({ clock: new FixedClock(new Date(Date.UTC(2025, 11, 2, 7, 30))) });
    const call = athena()
      .get(`${API}/appointments/booked`)
      .query((q) => q.startdate === '12/01/2025' && q.enddate === '12/31/2025')
      .reply(200, {});

    await scheduler.getBookedAppointments({ startDate: '', endDate: '' });

    expect(call.isDone()).toBe(true);
  });

  it('passes the filters given and groups scheduled, cancelled (status x) and rescheduled appointments', async () => {
    const scheduler = athenaOverNock();
    athena()
      .get(`${API}/appointments/booked`)
      .query({
        startdate: '12/01/2025',
        enddate: '12/07/2025',
        limit: '50',
        offset: '0',
        showpatientdetail: 'true',
        showinsurance: 'true',
        showcancelled: 'true',
        departmentid: '1',
        providerid: '86',
      })
      .reply(200, {
        appointments: [
          appointment('1'),
          appointment('2', { appointmentstatus: 'x' }),
          appointment('3', { appointmentstatus: 'x', rescheduledappointmentid: 4 }),
        ],
        totalcount: 3,
      });

    // Mon Dec 1 to Sun Dec 7
    const list = await scheduler.getBookedAppointments({
      startDate: '12/01/2025',
      endDate: '12/07/2025',
      departmentId: '1',
      providerId: '86',
      limit: 50,
    });

    expect([list.scheduled, list.cancelled, list.rescheduled].map((g) => g.map((a) => a.appointmentid))).toEqual([['1'], ['2'], ['3']]);
    expect(list.scheduled[0]?.patient).toEqual({ patientid: '5309', firstname: 'Maria', lastname: 'Lopez' });
  });

  // The local fallback is the core's listBookedAppointments (core/src/booking/list-booked.test.ts).
  it('throws the prefixed error when athena fails', async () => {
    const scheduler = athenaOverNock();
    athena().get(`${API}/appointments/booked`).query(true).reply(403, { error: 'Feature not enabled.' });

    await expect(scheduler.getBookedAppointments({ startDate: '', endDate: '' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Failed to get booked appointments: Feature not enabled. (feature not set up for this practice in athena)',
    });
  });
});
