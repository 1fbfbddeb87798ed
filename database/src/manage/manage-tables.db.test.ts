import { sql } from 'kysely';
import { beforeEach, expect, it } from 'vitest';
import { describeOnBothDatabases } from '../test-support/both-databases';
import { PostgresPatientDirectory } from './postgres-patient-directory';
import { PostgresVerificationCodes } from './postgres-verification-codes';

const SECRET = 'a-test-secret-of-at-least-32-characters!!';
const SUBJECT = 'jo@example.com|01/02/1990';
const NOW = new Date('2030-01-02T17:00:00Z');
const IN_10_MIN = new Date(NOW.getTime() + 10 * 60_000);

describeOnBothDatabases('verification codes and the patient directory', (database) => {
  let codes: PostgresVerificationCodes;
  let directory: PostgresPatientDirectory;
  beforeEach(async () => {
    const { db } = database.current();
    await sql`truncate verification_codes, manage_patients`.execute(db);
    codes = new PostgresVerificationCodes(db, SECRET);
    directory = new PostgresPatientDirectory(db, SECRET);
  });

  it('verifies the right code once, then treats it as spent', async () => {
    await codes.issue(SUBJECT, '123456', IN_10_MIN);
    expect(await codes.check(SUBJECT, '123456', NOW, 5)).toEqual({ outcome: 'verified' });
    expect(await codes.check(SUBJECT, '123456', NOW, 5)).toEqual({ outcome: 'expired' });
  });

  it('locks a code after five wrong tries, even against the right one', async () => {
    await codes.issue(SUBJECT, '123456', IN_10_MIN);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await codes.check(SUBJECT, '000000', NOW, 5));
    expect(answers).toEqual([
      { outcome: 'invalid', attemptsLeft: 4 },
      { outcome: 'invalid', attemptsLeft: 3 },
      { outcome: 'invalid', attemptsLeft: 2 },
      { outcome: 'invalid', attemptsLeft: 1 },
      { outcome: 'locked' },
    ]);
    expect(await codes.check(SUBJECT, '123456', NOW, 5)).toEqual({ outcome: 'locked' });
    // A new code starts over.
    await codes.issue(SUBJECT, '654321', IN_10_MIN);
    expect(await codes.check(SUBJECT, '654321', NOW, 5)).toEqual({ outcome: 'verified' });
  });

  it('counts every wrong try when several arrive at once (replicas share the row)', async () => {
    await codes.issue(SUBJECT, '123456', IN_10_MIN);
    const answers = await Promise.all(Array.from({ length: 8 }, () => codes.check(SUBJECT, '999999', NOW, 5)));
    expect(answers.filter((a) => a.outcome === 'invalid')).toHaveLength(4);
    expect(await codes.check(SUBJECT, '123456', NOW, 5)).toEqual({ outcome: 'locked' });
  });

  it('refuses a code after its ten minutes and purges expired codes', async () => {
    await codes.issue(SUBJECT, '123456', IN_10_MIN);
    expect(await codes.check(SUBJECT, '123456', new Date(IN_10_MIN.getTime() + 1), 5)).toEqual({ outcome: 'expired' });
    await codes.issue('other|01/01/2000', '111111', new Date(NOW.getTime() - 1));
    expect(await codes.purgeExpired(NOW)).toBe(1);
  });

  it('stores neither the code nor the e-mail in clear', async () => {
    await codes.issue(SUBJECT, '123456', IN_10_MIN);
    await directory.remember({ patientId: '5001', email: 'Jo@Example.com', dateOfBirth: '01/02/1990' });
    const { db } = database.current();
    const dump = JSON.stringify([
      await db.selectFrom('verification_codes').selectAll().execute(),
      await db.selectFrom('manage_patients').selectAll().execute(),
    ]);
    expect(dump).not.toMatch(/123456|example\.com|01\/02\/1990/i);
  });

  it('finds patients by e-mail (any case) and date of birth only', async () => {
    await directory.remember({ patientId: '5001', email: 'Jo@Example.com', dateOfBirth: '01/02/1990' });
    await directory.remember({ patientId: '5001', email: 'jo@example.com', dateOfBirth: '01/02/1990' });
    expect(await directory.find('jo@example.com', '01/02/1990')).toEqual(['5001']);
    expect(await directory.find('jo@example.com', '01/03/1990')).toEqual([]);
  });
});
