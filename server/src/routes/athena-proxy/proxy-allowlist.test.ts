import { AthenaScheduler, proxyBody, type AthenaRequest, type AthenaTransport } from '@clinic/adapters';
import { describe, expect, it } from 'vitest';
import { resolveProxyCall } from './call-resolution';

// Records what the adapter would send and answers nothing useful: only the requests matter here.
function recordingScheduler() {
  const sent: AthenaRequest[] = [];
  const transport: AthenaTransport = {
    request: async (request) => {
      sent.push(request);
      return { status: 500, body: { error: 'recorded' }, headers: {} };
    },
  };
  return { scheduler: new AthenaScheduler(transport, { clock: { now: () => new Date('2025-12-01T17:30:00Z') } }), sent };
}

const paramsOf = (request: AthenaRequest): string[] =>
  (request.method === 'GET' ? [...new URLSearchParams(request.path.split('?')[1] ?? '').keys()] : Object.keys(request.form ?? {})).sort();

describe('the proxy allowlist and the adapter\u2019s requests are one table (decision 37)', () => {
  it('forwards every parameter of every call the booking dialog makes, with every optional field filled', async () => {
    const { scheduler, sent } = recordingScheduler();
    const window = {
      departmentId: '1',
      providerId: '2',
      startDate: '12/01/2025',
      endDate: '12/05/2025',
      limit: 10,
      ignoreSchedulablePermission: true,
    };
    const calls: Promise<unknown>[] = [
      scheduler.getDepartments(),
      scheduler.getProviders('1'),
      scheduler.getAppointmentTypes({ departmentId: '1', providerId: '2' }),
      scheduler.getReasons({ departmentId: '1', providerId: '2', patientType: 'new' }),
      scheduler.getOpenSlots({ ...window, appointmentTypeId: '21' }),
      scheduler.getOpenSlots({ departmentId: '1', startDate: '12/01/2025' }),
      scheduler.getOpenSlotsByReason({ ...window, reasonId: 1001 }),
      scheduler.searchPatients({
        firstName: 'Ana',
        lastName: 'Lee',
        dob: '04/12/1985',
        email: 'ana@example.com',
        phoneNumber: '(818) 555-0199',
      }),
      scheduler.createPatient({
        firstname: 'Ana',
        lastname: 'Lee',
        dob: '04/12/1985',
        mobilephone: '8185550199',
        email: 'ana@example.com',
        departmentid: '1',
        sex: 'F',
      }),
      scheduler.updatePatient('501', {
        firstname: 'Ana',
        lastname: 'Lee',
        dob: '04/12/1985',
        mobilephone: '8185550199',
        email: 'ana@example.com',
        sex: 'F',
      }),
      scheduler.createInsurance('501', {
        kind: 'policy',
        insurancepackageid: '15310',
        insuranceidnumber: 'X1',
        policynumber: 'G1',
        sequencenumber: 1,
        relationshiptoinsuredid: 2,
        insurancepolicyholderfirstname: 'Luis',
        insurancepolicyholderlastname: 'Lee',
        insurancepolicyholdersex: 'M',
        insurancepolicyholderdob: '01/02/1980',
      }),
      scheduler.bookAppointment({
        appointmentid: '700',
        patientid: '501',
        appointmenttypeid: '21',
        departmentid: '1',
        notes: 'Back pain',
        insuranceid: '9001',
      }),
    ];
    await Promise.allSettled(calls);
    expect(sent).toHaveLength(calls.length);
    for (const request of sent) {
      const resolution = resolveProxyCall(proxyBody(request));
      if (!resolution.ok) throw new Error(`${request.method} ${request.path.split('?')[0]} is refused: ${resolution.error}`);
      const call = resolution.value;
      const forwarded = Object.keys(call.sent)
        .filter((name) => !(name in (call.operation.fixed ?? {})))
        .sort();
      expect([request.path.split('?')[0], forwarded]).toEqual([
        request.path.split('?')[0],
        paramsOf(request).filter((n) => !(n in (call.operation.fixed ?? {}))),
      ]);
    }
  });

  it('still refuses the staff-only booked list, whose parameters the table also holds', async () => {
    const { scheduler, sent } = recordingScheduler();
    await scheduler.getBookedAppointments({ startDate: '12/01/2025', endDate: '12/31/2025', departmentId: '1' }).catch(() => undefined);
    expect(resolveProxyCall(proxyBody(sent[0]!))).toMatchObject({ ok: false, status: 403 });
  });
});
