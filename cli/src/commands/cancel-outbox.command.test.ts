import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutboxMailer, outboxDir } from '@clinic/adapters/mail';
import { verificationCodeFields, verificationCodeMail } from '@clinic/core';
import { describe, expect, it } from 'vitest';
import { FakeScheduler } from '../test-support/fake-scheduler';
import { runInProcess } from '../test-support/run-in-process';

describe('clinic cancel', () => {
  it('cancels a booked appointment for the patient athena has it under, with the reason given', async () => {
    const scheduler = new FakeScheduler();
    await runInProcess(['book', '--slot', '501', '--patient', '5001', '--type', '2'], { scheduler });
    const run = await runInProcess(['cancel', '--appointment', '501', '--reason', 'Patient called: feeling better'], { scheduler });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Cancelled appointment 501: .* \(clinic time\), patient 5001\. The slot is open again\.\n$/);
    expect(scheduler.cancels).toEqual([{ appointmentId: '501', patientId: '5001', reason: 'Patient called: feeling better' }]);
  });

  it('says so, with exit code 1, for an appointment that is not booked or already cancelled', async () => {
    const scheduler = new FakeScheduler();
    const missing = await runInProcess(['cancel', '--appointment', '501', '--reason', 'x'], { scheduler });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No booked appointment 501');
    await runInProcess(['book', '--slot', '501', '--patient', '5001', '--type', '2'], { scheduler });
    await runInProcess(['cancel', '--appointment', '501', '--reason', 'x'], { scheduler });
    const again = await runInProcess(['cancel', '--appointment', '501', '--reason', 'x'], { scheduler });
    expect([again.code, again.stderr]).toEqual([1, expect.stringContaining('already cancelled')]);
    expect(scheduler.cancels).toHaveLength(1);
  });

  it('refuses an empty reason before calling athena', async () => {
    const scheduler = new FakeScheduler();
    const run = await runInProcess(['cancel', '--appointment', '501', '--reason', '  '], { scheduler });
    expect(run.code).toBe(2);
    expect(scheduler.cancels).toEqual([]);
  });
});

describe('clinic outbox', () => {
  it('lists the demo outbox newest first with the verification code visible, filtered by address', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'clinic-outbox-'));
    try {
      let t = Date.parse('2025-12-01T16:00:00Z');
      const mailer = new OutboxMailer(outboxDir(dataDir), () => new Date((t += 60_000)));
      await mailer.send(verificationCodeMail(verificationCodeFields({ email: 'ana@example.com', name: 'Ana' }, '111111', '8:11 AM')));
      await mailer.send(verificationCodeMail(verificationCodeFields({ email: 'tom@example.com', name: 'Tom' }, '222222', '8:12 AM')));
      await mailer.send(verificationCodeMail(verificationCodeFields({ email: 'ana@example.com', name: 'Ana' }, '333333', '8:13 AM')));
      const table = await runInProcess(['outbox'], { env: { DATA_DIR: dataDir } });
      expect(table.code).toBe(0);
      const codes = table.stdout
        .split('\n')
        .map((l) => /\b(\d{6})\s*$/.exec(l)?.[1])
        .filter(Boolean);
      expect(codes).toEqual(['333333', '222222', '111111']);
      expect(table.stdout).toContain('12/01/2025 8:03 AM');
      const json = await runInProcess(['outbox', '--to', 'ANA@example.com', '--limit', '1', '--json'], { env: { DATA_DIR: dataDir } });
      expect(JSON.parse(json.stdout).messages).toEqual([
        expect.objectContaining({ kind: 'verification-code', to: 'ana@example.com', code: '333333' }),
      ]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('explains an empty outbox', async () => {
    const run = await runInProcess(['outbox'], { env: { DATA_DIR: join(tmpdir(), 'no-such-clinic-dir') } });
    expect([run.code, run.stdout]).toEqual([0, expect.stringContaining('No e-mails in')]);
  });
});
