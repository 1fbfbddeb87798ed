import { describe, expect, it } from 'vitest';
import { SchedulerError } from '../errors';
import type { BookedAppointment, OpenSlot, Patient } from '../model';
import { openSlot } from '../test-support/booking-fixtures';
import type { CodeCheck, OutgoingMail } from '../ports';
import { RESCHEDULE_CANCEL_TRIES, cancelMyAppointment, rescheduleMyAppointment } from './change-appointment';
import type { ManageDeps, ManageScheduler } from './manage-deps';
import { listMyAppointments } from './my-appointments';
import { requestVerificationCode } from './request-code';
import { verifyCode } from './verify-code';

const NOW = new Date('2030-01-07T16:00:00Z'); // Mon Jan 7 2030, 8:00 AM in the clinic
const ANA = { patientid: '7', firstname: 'Ana', lastname: 'Ruiz', dob: '01/02/1990', email: 'ana@example.com' } satisfies Patient;
const slot = (id: string, date: string, time: string, providerid = '11', appointmenttypeid = '3'): OpenSlot =>
  openSlot(id, date, time, appointmenttypeid, { providerid, appointmenttype: 'FOLLOW UP' });
const booked = (s: OpenSlot, patientid: string, status = 'f'): BookedAppointment => ({ ...s, patientid, appointmentstatus: status });

/** A scheduler over arrays: `open` slots, `appointments` booked; `failCancel` fails that many cancels first. */
function world(options: { failCancel?: number; failCancelWith?: SchedulerError; bookFails?: SchedulerError } = {}) {
  const open: OpenSlot[] = [
    slot('201', '01/09/2030', '10:00'),
    slot('202', '01/10/2030', '11:00'),
    slot('203', '01/10/2030', '11:00', '12'),
  ];
  const appointments: BookedAppointment[] = [
    booked(slot('101', '01/08/2030', '09:00'), '7'),
    booked(slot('102', '01/08/2030', '09:30'), '8'),
  ];
  const calls: string[] = [];
  let cancelFailures = options.failCancel ?? 0;
  const scheduler: ManageScheduler = {
    getPatient: async (id) => (id === ANA.patientid ? ANA : { ...ANA, patientid: id, email: 'other@example.com' }),
    getPatientAppointments: async (q) => appointments.filter((a) => a.patientid === q.patientId).map((a) => ({ ...a })),
    cancelAppointment: async (input) => {
      calls.push(`cancel ${input.appointmentId}`);
      if (cancelFailures-- > 0) throw options.failCancelWith ?? new SchedulerError('TIMEOUT', 'Failed to cancel appointment: no answer');
      const a = appointments.find((x) => x.appointmentid === input.appointmentId)!;
      a.appointmentstatus = 'x';
    },
    bookAppointment: async (b) => {
      calls.push(`book ${b.appointmentid}`);
      if (options.bookFails) throw options.bookFails;
      const at = open.findIndex((s) => s.appointmentid === b.appointmentid);
      const [s] = open.splice(at, 1);
      const made = { ...booked(s!, b.patientid), ...(b.notes ? { bookingnote: b.notes } : {}) };
      appointments.push(made);
      return made;
    },
    getOpenSlots: async () => open.map((s) => ({ ...s })),
    getDepartments: async () => [
      { departmentid: '1', name: 'Glendale', address: '214 N Central Ave', city: 'GLENDALE', state: 'CA', zip: '91203' },
    ],
    getProviders: async () => [
      { providerid: '11', firstname: 'Dana', lastname: 'Reyes', displayname: 'Dana Reyes MD' },
      { providerid: '12', firstname: 'Lee', lastname: 'Park', displayname: 'Lee Park MD' },
    ],
  };
  const sent: OutgoingMail[] = [];
  const failedMail: string[] = [];
  const codes = new Map<string, { code: string; tries: number }>();
  const deps: ManageDeps = {
    scheduler,
    codes: {
      issue: async (subject, code) => void codes.set(subject, { code, tries: 0 }),
      check: async (subject, code): Promise<CodeCheck> =>
        codes.get(subject)?.code === code ? { outcome: 'verified' } : { outcome: 'invalid', attemptsLeft: 4 },
    },
    codeGenerator: { next: () => '042917' },
    directory: {
      remember: async () => undefined,
      find: async (email, dob) => (email === ANA.email && dob === ANA.dob ? [ANA.patientid] : []),
    },
    mailer: { send: async (m) => void sent.push(m) },
    clock: { now: () => NOW },
    siteOrigin: 'https://clinic.example.org/',
    onMailFailed: (kind) => void failedMail.push(kind),
  };
  return { deps, open, appointments, calls, sent, failedMail };
}

describe('request and verify a code', () => {
  it('stores a code for anyone but mails it only to a matching patient, with the §9 fields in the text', async () => {
    const { deps, sent } = world();
    expect(await requestVerificationCode(deps, { email: 'nobody@example.com', dateOfBirth: ANA.dob })).toEqual({ matched: false });
    expect(await requestVerificationCode(deps, { email: ANA.email, dateOfBirth: ANA.dob })).toEqual({ matched: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: 'verification-code',
      to: { email: ANA.email, name: 'Ana Ruiz' },
      subject: 'Your verification code',
      otp: '042917',
    });
    // Expires 10 minutes after 8:00 AM clinic time.
    expect(sent[0]?.text).toContain('at 8:10 AM, clinic time');
  });

  it('binds a verified code to the matching patient only', async () => {
    const { deps } = world();
    await requestVerificationCode(deps, { email: ANA.email, dateOfBirth: ANA.dob });
    expect(await verifyCode(deps, { email: ANA.email, dateOfBirth: ANA.dob, code: '042917' })).toEqual({
      ok: true,
      value: { patientIds: ['7'] },
    });
    expect(await verifyCode(deps, { email: ANA.email, dateOfBirth: ANA.dob, code: '000000' })).toMatchObject({
      ok: false,
      code: 'CODE_INVALID',
      attemptsLeft: 4,
    });
  });
});

describe('my appointments', () => {
  it("lists only the session patient's upcoming appointments, with names and clinic times", async () => {
    const { deps } = world();
    expect(await listMyAppointments(deps, ['7'])).toEqual([
      {
        appointmentId: '101',
        date: '01/08/2030',
        startTime: '09:00',
        durationMinutes: 30,
        providerId: '11',
        providerName: 'Dana Reyes MD',
        departmentId: '1',
        departmentName: 'Glendale',
        appointmentTypeId: '3',
        appointmentTypeName: 'Follow Up', // athena's internal name is never shown
        status: 'scheduled',
      },
    ]);
  });

  it("cancels with the catalogue label as athena's reason and mails a confirmation; a second cancel is answered as already cancelled", async () => {
    const { deps, sent, appointments } = world();
    const result = await cancelMyAppointment(deps, ['7'], '101', 'transportation');
    expect(result).toMatchObject({ ok: true, value: { appointment: { appointmentId: '101', status: 'cancelled' } } });
    expect(appointments.find((a) => a.appointmentid === '101')?.appointmentstatus).toBe('x');
    expect(sent.map((m) => m.kind)).toEqual(['cancel-confirmation']);
    expect(sent[0]?.text).toContain('Where: Glendale, 214 N Central Ave, Glendale, CA 91203');
    expect(await cancelMyAppointment(deps, ['7'], '101', 'other')).toMatchObject({ ok: false, code: 'ALREADY_CANCELLED' });
    expect(await cancelMyAppointment(deps, ['7'], '102', 'other')).toMatchObject({ ok: false, code: 'APPOINTMENT_NOT_FOUND' });
  });

  it('keeps a cancellation when its confirmation cannot be mailed', async () => {
    const { deps, failedMail } = world();
    deps.mailer = { send: async () => Promise.reject(new Error('down')) };
    expect(await cancelMyAppointment(deps, ['7'], '101', 'other')).toMatchObject({ ok: true });
    expect(failedMail).toEqual(['cancel-confirmation']);
  });
});

describe('reschedule: the new slot first, the old one cancelled after', () => {
  it('books, then cancels, in that order', async () => {
    const { deps, calls, sent } = world();
    const result = await rescheduleMyAppointment(deps, ['7'], '101', '201');
    expect(result).toMatchObject({
      ok: true,
      value: { appointment: { appointmentId: '201', status: 'scheduled', providerName: 'Dana Reyes MD' } },
    });
    expect(result.ok && 'oldAppointmentStillBooked' in result.value).toBe(false);
    expect(calls).toEqual(['book 201', 'cancel 101']);
    expect(sent.map((m) => m.kind)).toEqual(['reschedule-confirmation']);
  });

  it('leaves the old appointment untouched when the new slot is lost to someone else', async () => {
    const taken = new SchedulerError('SLOT_UNAVAILABLE', 'Failed to book appointment: taken', 409);
    const { deps, calls, appointments } = world({ bookFails: taken });
    expect(await rescheduleMyAppointment(deps, ['7'], '101', '201')).toMatchObject({ ok: false, code: 'SLOT_UNAVAILABLE' });
    expect(calls).toEqual(['book 201']);
    expect(appointments.find((a) => a.appointmentid === '101')?.appointmentstatus).toBe('f');
  });

  it('retries cancelling the old one through an outage and reports it still booked if that never works', async () => {
    const recovers = world({ failCancel: RESCHEDULE_CANCEL_TRIES - 1 });
    expect(await rescheduleMyAppointment(recovers.deps, ['7'], '101', '201')).toMatchObject({ ok: true });
    expect(recovers.calls.filter((c) => c === 'cancel 101')).toHaveLength(RESCHEDULE_CANCEL_TRIES);

    const never = world({ failCancel: RESCHEDULE_CANCEL_TRIES });
    const result = await rescheduleMyAppointment(never.deps, ['7'], '101', '201');
    expect(result).toMatchObject({ ok: true, value: { appointment: { appointmentId: '201' }, oldAppointmentStillBooked: true } });
    expect(never.sent[0]?.text).toContain('We could not cancel your previous appointment');
  });

  it('does not retry a refusal', async () => {
    const refused = world({ failCancel: 1, failCancelWith: new SchedulerError('INVALID_INPUT', 'Failed to cancel appointment: no', 400) });
    expect(await rescheduleMyAppointment(refused.deps, ['7'], '101', '201')).toMatchObject({
      ok: true,
      value: { oldAppointmentStillBooked: true },
    });
    expect(refused.calls).toEqual(['book 201', 'cancel 101']);
  });

  it("refuses another provider's slot, an unknown slot and another patient's appointment", async () => {
    const { deps, calls } = world();
    expect(await rescheduleMyAppointment(deps, ['7'], '101', '203')).toMatchObject({ ok: false, code: 'NOT_SAME_VISIT' });
    expect(await rescheduleMyAppointment(deps, ['7'], '101', '999')).toMatchObject({ ok: false, code: 'SLOT_UNAVAILABLE' });
    expect(await rescheduleMyAppointment(deps, ['7'], '102', '201')).toMatchObject({ ok: false, code: 'APPOINTMENT_NOT_FOUND' });
    expect(calls).toEqual([]);
  });
});

// Issue 35 item 3: a moved appointment read "Cancelled" among the upcoming ones on the next visit to the page.
describe('my appointments after a move', () => {
  it('shows the original of an online move as moved to the new time, and a real cancellation as cancelled', async () => {
    const { deps } = world();
    // Wed Jan 9 2030, 10:00 instead of Tue Jan 8, 9:00.
    await rescheduleMyAppointment(deps, ['7'], '101', '201');
    const list = await listMyAppointments(deps, ['7']);
    expect(list.map((a) => [a.appointmentId, a.status, a.movedTo])).toEqual([
      ['101', 'cancelled', { date: '01/09/2030', startTime: '10:00' }],
      ['201', 'scheduled', undefined],
    ]);
    await cancelMyAppointment(deps, ['7'], '201', 'feeling-better');
    expect((await listMyAppointments(deps, ['7'])).find((a) => a.appointmentId === '201')).toMatchObject({ status: 'cancelled' });
    expect((await listMyAppointments(deps, ['7'])).find((a) => a.appointmentId === '201')?.movedTo).toBeUndefined();
    // The original still reads as moved: one move and one cancellation, not two cancellations.
    expect((await listMyAppointments(deps, ['7'])).find((a) => a.appointmentId === '101')?.movedTo).toEqual({
      date: '01/09/2030',
      startTime: '10:00',
    });
  });
});
