import { describe, expect, it, vi } from 'vitest';
import { SCHEDULER_RULE_MESSAGE } from '../errors';
import type { SchedulerPort } from './scheduler.port';
import { guardedScheduler, isGuardedScheduler } from './scheduler-guard';

// Every operation resolves to its own name: enough to see what reached the adapter, and with which arguments.
function recordingPort() {
  const calls: [string, unknown[]][] = [];
  const port = new Proxy({} as SchedulerPort, {
    get:
      (_target, name) =>
      (...args: unknown[]) => {
        calls.push([String(name), args]);
        return Promise.resolve(String(name));
      },
  });
  return { port, calls };
}

const window = { startDate: '12/01/2026', endDate: '12/05/2026' };

describe('guardedScheduler: the scheduling client\u2019s preconditions (booking.md §5), before any adapter', () => {
  it.each([
    [
      'open slots without a department',
      (s: SchedulerPort) => s.getOpenSlots({ departmentId: ' ', ...window }),
      SCHEDULER_RULE_MESSAGE.departmentIdRequired,
    ],
    [
      'slots by reason without a department',
      (s: SchedulerPort) => s.getOpenSlotsByReason({ departmentId: '', reasonId: 2001, ...window }),
      SCHEDULER_RULE_MESSAGE.departmentIdRequired,
    ],
    [
      'a patient search with no parameter',
      (s: SchedulerPort) => s.searchPatients({ firstName: ' ', email: '' }),
      SCHEDULER_RULE_MESSAGE.searchParameterRequired,
    ],
    [
      'insurance without a patient',
      (s: SchedulerPort) => s.createInsurance('', { kind: 'self-pay' }),
      SCHEDULER_RULE_MESSAGE.patientIdRequired,
    ],
    [
      'insurance without a package',
      (s: SchedulerPort) =>
        s.createInsurance('5001', {
          kind: 'policy',
          insurancepackageid: ' ',
          insuranceidnumber: 'X',
          policynumber: 'Y',
          sequencenumber: 1,
          relationshiptoinsuredid: 1,
          insurancepolicyholderfirstname: 'A',
          insurancepolicyholderlastname: 'B',
          insurancepolicyholderdob: '01/01/1990',
        }),
      SCHEDULER_RULE_MESSAGE.insurancePackageRequired,
    ],
    [
      'a booking with a type id that is not a number',
      (s: SchedulerPort) => s.bookAppointment({ appointmentid: '1', patientid: '5001', appointmenttypeid: 'abc' }),
      'Invalid appointment type ID: abc. Must be a valid number.',
    ],
    [
      'a booking for a mock patient id',
      (s: SchedulerPort) => s.bookAppointment({ appointmentid: '1', patientid: 'mock_1795000000000', appointmenttypeid: '21' }),
      'Failed to book appointment: Invalid patient ID.',
    ],
  ])('refuses %s with the rule\u2019s message and never calls the adapter', async (_what, call, message) => {
    const { port, calls } = recordingPort();
    await expect(call(guardedScheduler(port))).rejects.toMatchObject({ code: 'INVALID_INPUT', message });
    expect(calls).toEqual([]);
  });

  it('hands the adapter integer ids, as the client converts them', async () => {
    const { port, calls } = recordingPort();
    await guardedScheduler(port).bookAppointment({
      appointmentid: '700',
      patientid: ' 0042 ',
      appointmenttypeid: '21 ',
      notes: 'Back pain',
    });
    expect(calls).toEqual([['bookAppointment', [{ appointmentid: '700', patientid: '42', appointmenttypeid: '21', notes: 'Back pain' }]]]);
  });

  it('passes operations without a precondition through untouched', async () => {
    const { port, calls } = recordingPort();
    const guarded = guardedScheduler(port);
    expect(await guarded.getProviders('1')).toBe('getProviders');
    expect(await guarded.searchPatients({ lastName: 'Lee' })).toBe('searchPatients');
    expect(calls).toEqual([
      ['getProviders', ['1']],
      ['searchPatients', [{ lastName: 'Lee' }]],
    ]);
  });

  it('is applied once however often a root wraps it, and can be told from a bare port', () => {
    const bare = { getDepartments: vi.fn() } as unknown as SchedulerPort;
    const guarded = guardedScheduler(bare);
    expect([isGuardedScheduler(bare), isGuardedScheduler(guarded)]).toEqual([false, true]);
    expect(guardedScheduler(guarded)).toBe(guarded);
  });
});
