import { SCHEDULER_FAILURE_PREFIX } from '@clinic/core';
import { describe, expect, it } from 'vitest';
import { ATHENA_OPERATIONS, pathIds } from './athena-operations';
import { AthenaScheduler } from './athena-scheduler';
import type { AthenaRequest, AthenaTransport } from './athena-transport.port';

// Every call fails, so each one's error shows the prefix it reports under.
function failingScheduler() {
  const sent: AthenaRequest[] = [];
  const transport: AthenaTransport = {
    request: async (request) => {
      sent.push(request);
      return { status: 500, body: { error: 'recorded' } };
    },
  };
  // Mon Dec 1 2025, 9:30 PT
  return { scheduler: new AthenaScheduler(transport, { clock: { now: () => new Date('2025-12-01T17:30:00Z') } }), sent };
}

/** The rows a request fits: its method, and its path (no query) against the row's template. */
function rowsOf(request: AthenaRequest) {
  const path = request.path.split('?', 1)[0]!;
  return Object.values(ATHENA_OPERATIONS).filter((row) => row.method === request.method && pathIds(row.path, path) !== undefined);
}

describe('ATHENA_OPERATIONS names the client calls each athena operation serves', () => {
  it('reports every failure of every scheduler call under a client call of the row its request fits', async () => {
    const { scheduler, sent } = failingScheduler();
    const window = { departmentId: '1', startDate: '12/01/2025', endDate: '12/05/2025' };
    const ana = { firstname: 'Ana', lastname: 'Lee', dob: '04/12/1985', mobilephone: '8185550199', email: 'ana@example.com' };
    const calls: Array<() => Promise<unknown>> = [
      () => scheduler.getDepartments(),
      () => scheduler.getProviders('1'),
      () => scheduler.getAppointmentTypes({ departmentId: '1', providerId: '2' }),
      () => scheduler.getReasons({ departmentId: '1', providerId: '2', patientType: 'new' }),
      () => scheduler.getReasons({ departmentId: '1', providerId: '2', patientType: 'existing' }),
      () => scheduler.getOpenSlots({ ...window, appointmentTypeId: '21' }),
      () => scheduler.getOpenSlotsByReason({ ...window, reasonId: 1001 }),
      () => scheduler.searchPatients({ firstName: 'Ana', lastName: 'Lee', dob: '04/12/1985' }),
      () => scheduler.createPatient({ ...ana, departmentid: '1' }),
      () => scheduler.updatePatient('501', ana),
      () => scheduler.getPatient('501'),
      () => scheduler.createInsurance('501', { kind: 'self-pay' }),
      () => scheduler.bookAppointment({ appointmentid: '1101', patientid: '501', appointmenttypeid: '21' }),
      () => scheduler.getBookedAppointments({ startDate: '12/01/2025', endDate: '12/31/2025' }),
      () => scheduler.getPatientAppointments({ patientId: '501', startDate: '12/01/2025', endDate: '12/31/2025' }),
      () => scheduler.cancelAppointment({ appointmentId: '1101', patientId: '501', reason: 'Feeling better' }),
      () => scheduler.getPracticeInfo(),
    ];
    for (const call of calls) {
      const before = sent.length;
      const error = await call().then(
        () => undefined,
        (failure: unknown) => failure as Error,
      );
      const request = sent[before]!;
      const prefixes = rowsOf(request).flatMap((row) => row.clientCalls.map((name) => SCHEDULER_FAILURE_PREFIX[name]));
      expect(
        prefixes.some((prefix) => error?.message.startsWith(prefix)),
        `${request.method} ${request.path}: ${error?.message}`,
      ).toBe(true);
    }
  });
});
