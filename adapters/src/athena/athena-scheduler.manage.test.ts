import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { API, athena, athenaOverNock } from '../test-support/athena-nock';
import { bookedListItemPlain, cancelledAnswer, failedInside200 } from '../test-support/athena-wire';

afterEach(() => {
  nock.cleanAll();
});

// Without showpatientdetail and showinsurance, as this list asks.
const appointment = (id: string, patientid: string, appointmentstatus = 'f') => ({
  ...bookedListItemPlain,
  appointmentid: id,
  patientid,
  appointmentstatus,
});

describe('AthenaScheduler for "manage my appointment"', () => {
  it("lists one patient's appointments, cancelled ones included, without patient details or insurance", async () => {
    const scheduler = athenaOverNock();
    const call = athena()
      .get(`${API}/appointments/booked`)
      .query({
        startdate: '12/01/2025',
        enddate: '12/01/2026',
        patientid: '5309',
        showcancelled: 'true',
        showpatientdetail: 'false',
        showinsurance: 'false',
        limit: '1000',
      })
      .reply(200, { appointments: [appointment('1', '5309'), appointment('2', '5309', 'x'), appointment('3', '4444')], totalcount: 3 });

    const listed = await scheduler.getPatientAppointments({ patientId: '5309', startDate: '12/01/2025', endDate: '12/01/2026' });

    expect(call.isDone()).toBe(true);
    // An appointment of someone else in athena's answer is dropped, never shown.
    expect(listed.map((a) => [a.appointmentid, a.appointmentstatus])).toEqual([
      ['1', 'f'],
      ['2', 'x'],
    ]);
  });

  it('cancels with PUT /appointments/{id}/cancel, form patientid and cancellationreason', async () => {
    const scheduler = athenaOverNock();
    let form = '';
    athena()
      .put(`${API}/appointments/1234/cancel`, (body: string) => ((form = body), true))
      .reply(200, cancelledAnswer);

    await scheduler.cancelAppointment({ appointmentId: '1234', patientId: '5309', reason: 'Feeling better' });

    expect(new URLSearchParams(form).get('patientid')).toBe('5309');
    expect(new URLSearchParams(form).get('cancellationreason')).toBe('Feeling better');
  });

  it("fails with the prefixed message on athena's refusal, and on a failure reported inside a 200", async () => {
    const scheduler = athenaOverNock();
    athena().put(`${API}/appointments/1/cancel`).reply(400, { error: 'The appointment is already cancelled.' });
    athena()
      .put(`${API}/appointments/2/cancel`)
      .reply(200, { ...failedInside200.body, errormessage: 'Appointment is frozen.' });

    await expect(scheduler.cancelAppointment({ appointmentId: '1', patientId: '5309', reason: 'x' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Failed to cancel appointment: The appointment is already cancelled.',
    });
    await expect(scheduler.cancelAppointment({ appointmentId: '2', patientId: '5309', reason: 'x' })).rejects.toMatchObject({
      code: 'UPSTREAM',
      message: 'Failed to cancel appointment: Appointment is frozen.',
    });
  });
});
