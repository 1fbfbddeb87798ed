import { describe, expect, it } from 'vitest';
import { FakeScheduler } from '../test-support/fake-scheduler';
import { runInProcess } from '../test-support/run-in-process';

describe('reference listings', () => {
  it('lists bookable departments in id order with an aligned table, dropping one without providers', async () => {
    const run = await runInProcess(['departments']);
    expect(run.stdout).toBe(
      [
        'ID  NAME      CITY      ADDRESS                                PROVIDERS',
        ' 1  Glendale  Glendale  214 N Central Ave, Glendale, CA 91203          2',
        ' 2  Burbank   Burbank   214 N Central Ave, Burbank, CA 91203           1',
        '',
      ].join('\n'),
    );
  });

  it('bolds the header only on a colour terminal, never with NO_COLOR', async () => {
    // eslint-disable-next-line no-control-regex -- the ANSI escape for bold is what the test looks for
    expect((await runInProcess(['departments'], { tty: true })).stdout).toMatch(/^\u001b\[1mID/);
    expect((await runInProcess(['departments'], { tty: true, env: { NO_COLOR: '1' } })).stdout).toMatch(/^ID/);
  });

  it('shows IV services by their display names among a department\u2019s providers', async () => {
    const run = await runInProcess(['providers', '--department', '1', '--json']);
    expect(JSON.parse(run.stdout)).toEqual({
      departmentId: '1',
      providers: [
        { id: '11', name: 'Dana Reyes MD', specialty: 'Internal Medicine', type: 'MD' },
        { id: '90', name: 'IV Office Service', specialty: 'IV Therapy', type: 'MD' },
      ],
    });
  });

  it('lists appointment types and reasons for a provider', async () => {
    const types = await runInProcess(['types', '--department', '1', '--provider', '11', '--csv']);
    expect(types.stdout.split('\r\n')[0]).toBe('id,name,shortName,duration,patientType');
    expect(types.stdout).toContain('9,INJECTION/ IV,INJ,30,\r\n');
    // athena sends no patienttype: the column comes from the booking rule on the type's name (booking.md §9).
    expect(types.stdout).toContain('2,NEW PATIENT 30,NP30,30,new\r\n');
    expect(types.stdout).toContain('3,FOLLOW UP 30,FU30,30,existing\r\n');
    const reasons = await runInProcess(['reasons', '--department', '1', '--provider', '11', '--patient', 'existing', '--json']);
    expect(JSON.parse(reasons.stdout).reasons).toEqual([{ id: 2001, reason: 'Follow Up', description: 'Follow-up visit' }]);
  });
});

describe('booking from the front desk', () => {
  it('books a slot with one confirmation line that gives no patient details beyond the id', async () => {
    const scheduler = new FakeScheduler();
    const run = await runInProcess(['book', '--slot', '501', '--patient', '5001', '--type', '2'], { scheduler });
    expect(run).toEqual({
      code: 0,
      stderr: '',
      // Mon Dec 1, 9:30 PT.
      stdout:
        'Booked appointment 501: Mon 12/01/2025 9:30 AM (clinic time), Dana Reyes MD at Glendale, NEW PATIENT 30 (30 min), patient 5001.\n',
    });
  });

  it('explains a slot taken meanwhile and exits 1', async () => {
    const scheduler = new FakeScheduler();
    await runInProcess(['book', '--slot', '501', '--patient', '5001', '--type', '2'], { scheduler });
    const again = await runInProcess(['book', '--slot', '501', '--patient', '5002', '--type', '2'], { scheduler });
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      'Slot 501 was not booked: That appointment time was already booked or not available for booking. Pick another with `clinic slots`.\n',
    );
  });

  it('shows the booking in the booked list, grouped, and no longer among open slots', async () => {
    const scheduler = new FakeScheduler();
    await runInProcess(['book', '--slot', '501', '--patient', '5001', '--type', '2'], { scheduler });
    const booked = await runInProcess(['booked', '--json'], { scheduler });
    expect(JSON.parse(booked.stdout)).toMatchObject({
      from: '12/01/2025',
      to: '12/31/2025',
      scheduled: [
        {
          appointmentId: '501',
          date: '12/01/2025',
          time: '9:30 AM',
          department: 'Glendale',
          provider: 'Dana Reyes MD',
          patientId: '5001',
          patientName: 'Lopez, Ana',
        },
      ],
      cancelled: [],
      rescheduled: [],
    });
    const table = await runInProcess(['booked'], { scheduler });
    expect(table.stdout).toMatch(/Scheduled \(1\)\n.*\n12\/01\/2025 +Mon +9:30 AM +Glendale/);
    expect(table.stdout).toContain('Cancelled (0)\nNone.\n');
    const slots = await runInProcess(['slots', '--department', '1', '--json'], { scheduler });
    // 502 is a second slot at the same time (parallel capacity) and stays open.
    expect(JSON.parse(slots.stdout).slots.map((s: { slotId: string }) => s.slotId)).toEqual(['502']);
  });

  // Issue 19 item 14: the note, the phone and the insurance were missing from every format.
  it('lists the visit note, the phone and the insurance in the table, JSON and CSV', async () => {
    const scheduler = new FakeScheduler();
    await runInProcess(['book', '--slot', '501', '--patient', '5001', '--type', '2', '--note', 'Prefers Spanish'], { scheduler });
    const json = JSON.parse((await runInProcess(['booked', '--json'], { scheduler })).stdout) as { scheduled: object[] };
    expect(json.scheduled[0]).toMatchObject({ phone: '(818) 555-0199', insurance: 'Blue Cross', note: 'Prefers Spanish' });
    const table = (await runInProcess(['booked'], { scheduler })).stdout;
    expect(table).toMatch(/PHONE +INSURANCE +NOTE/);
    expect(table).toMatch(/\(818\) 555-0199 +Blue Cross +Prefers Spanish/);
    const csv = (await runInProcess(['booked', '--csv'], { scheduler })).stdout;
    expect(csv).toContain('(818) 555-0199,Blue Cross,Prefers Spanish');
  });

  // Issue 34 item 3: athena keeps what a patient typed at registration, C1 controls and bidi overrides included.
  it('prints C1 controls and bidi overrides from a patient name or a note as visible text, in the table and CSV', async () => {
    const scheduler = new FakeScheduler();
    const { patientid } = await scheduler.scheduler.createPatient({
      firstname: 'Ana\u009b2J',
      lastname: '\u202eZEPOL',
      dob: '04/12/1985',
      mobilephone: '8185550199',
      email: 'ana@example.com',
      departmentid: '1',
    });
    await runInProcess(['book', '--slot', '501', '--patient', patientid, '--type', '2', '--note', 'Call\u001b]52;c;ZXZpbA==\u0007'], {
      scheduler,
    });
    for (const format of [[], ['--csv']]) {
      const listed = (await runInProcess(['booked', ...format], { scheduler })).stdout;
      // eslint-disable-next-line no-control-regex -- the raw control characters are what must not appear
      expect(listed).not.toMatch(/[\u001b\u0007\u009b\u202e]/);
      expect(listed).toContain('\\u202eZEPOL, Ana\\u009b2J');
      expect(listed).toContain('Call\\u001b]52;c;ZXZpbA==\\u0007');
    }
  });

  it('refuses a note longer than 250 characters', async () => {
    const run = await runInProcess(['book', '--slot', '501', '--patient', '5001', '--type', '2', '--note', 'x'.repeat(251)]);
    expect(run).toMatchObject({ code: 2, stderr: '--note must be at most 250 characters\n' });
  });
});
