import { describe, expect, it } from 'vitest';
import { FakeScheduler } from '../test-support/fake-scheduler';
import { runInProcess } from '../test-support/run-in-process';

describe('clinic slots', () => {
  it('lists a new patient\u2019s slots sorted, de-duplicated and without IV services, in a 12 h table', async () => {
    const run = await runInProcess(['slots', '--department', '1']);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('Open slots at Glendale, 12/01/2025 to 03/01/2026 (clinic time), new patient');
    expect(lines[1]).toMatch(/^DATE\s+DAY\s+TIME\s+PROVIDER\s+TYPE\s+TYPE ID\s+MIN\s+SLOT ID$/);
    // Mon Dec 1, 9:30 PT: 501 and its duplicate 502 show once; the FOLLOW UP slot is not for new patients.
    expect(lines.slice(2)).toEqual([
      expect.stringMatching(/^12\/01\/2025\s+Mon\s+9:30 AM\s+Dana Reyes MD\s+NEW PATIENT 30\s+2\s+30\s+501$/),
    ]);
  });

  it('asks the scheduler for today to 90 days ahead in clinic time, even late in the Pacific evening', async () => {
    const scheduler = new FakeScheduler();
    // Mon Dec 1 2025, 23:30 PT is already Tuesday in UTC.
    await runInProcess(['slots', '--department', '1'], { scheduler, now: '2025-12-02T07:30:00Z' });
    expect(scheduler.openSlotQueries[0]).toMatchObject({
      departmentId: '1',
      startDate: '12/01/2025',
      endDate: '03/01/2026',
      ignoreSchedulablePermission: true,
    });
  });

  it('leaves out the times that have begun today in the clinic, as the booking dialog does', async () => {
    // Mon Dec 1 2025, 9:30 PT: the 9:30 slot has begun and cannot be booked any more.
    const run = await runInProcess(['slots', '--department', '1', '--json'], { now: '2025-12-01T17:30:00Z' });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).slots.map((s: { slotId: string }) => s.slotId)).not.toContain('501');
  });

  it('keeps follow-up types for existing patients', async () => {
    const run = await runInProcess(['slots', '--department', '1', '--patient', 'existing', '--json']);
    expect(JSON.parse(run.stdout).slots.map((s: { slotId: string }) => s.slotId)).toEqual(['503']);
  });

  it('books IV services on the IV Office Service with the INJECTION/ IV type and drops overlapping slots', async () => {
    const scheduler = new FakeScheduler();
    const run = await runInProcess(['slots', '--department', '1', '--iv', '--json'], { scheduler });
    expect(scheduler.openSlotQueries[0]).toMatchObject({ providerId: '90', appointmentTypeId: '9' });
    const json = JSON.parse(run.stdout);
    expect(json.mode).toBe('iv');
    // Mon Dec 1, 10:00 PT lasts 30 minutes, so the 10:15 slot collides.
    expect(json.slots).toEqual([
      {
        date: '12/01/2025',
        weekday: 'Mon',
        time: '10:00 AM',
        provider: 'IV Office Service',
        type: 'INJECTION/ IV',
        typeId: '9',
        duration: 30,
        slotId: '601',
      },
    ]);
  });

  it('stops after --limit slots', async () => {
    const run = await runInProcess([
      'slots',
      '--department',
      '1',
      '--patient',
      'existing',
      '--from',
      '12/01/2025',
      '--limit',
      '1',
      '--csv',
    ]);
    expect(run.stdout).toBe(
      'date,weekday,time,provider,type,typeId,duration,slotId\r\n12/02/2025,Tue,1:00 PM,Dana Reyes MD,FOLLOW UP 30,3,30,503\r\n',
    );
  });

  it('says so in the spec\u2019s words when nothing is open', async () => {
    const run = await runInProcess([
      'slots',
      '--department',
      '1',
      '--provider',
      '11',
      '--from',
      '01/05/2026',
      '--to',
      '01/09/2026',
      '--patient',
      'existing',
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'No available appointment slots found for the selected criteria. Try different options or a different date range.',
    );
  });
});
