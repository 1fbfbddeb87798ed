import type { CodeCheck, VerificationCodeStorePort } from '@clinic/core';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { keyedHash, sameHash } from './manage-hash';

/**
 * VerificationCodeStorePort on PostgreSQL. Subjects and codes are stored as HMACs under the server's secret; a check
 * locks its row, so replicas racing on one code count every wrong try. Expired codes are purged as new ones arrive.
 */
export class PostgresVerificationCodes implements VerificationCodeStorePort {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly secret: string,
  ) {}

  async issue(subject: string, code: string, expiresAt: Date): Promise<void> {
    const subjectHash = keyedHash(this.secret, 'subject', subject);
    const codeHash = keyedHash(this.secret, 'code', `${subjectHash}:${code}`);
    await this.db.deleteFrom('verification_codes').where('expires_at', '<', new Date()).execute();
    await this.db
      .insertInto('verification_codes')
      .values({ subject_hash: subjectHash, code_hash: codeHash, expires_at: expiresAt, attempts: 0 })
      .onConflict((oc) =>
        oc.column('subject_hash').doUpdateSet({ code_hash: codeHash, expires_at: expiresAt, attempts: 0, created_at: new Date() }),
      )
      .execute();
  }

  check(subject: string, code: string, now: Date, maxAttempts: number): Promise<CodeCheck> {
    const subjectHash = keyedHash(this.secret, 'subject', subject);
    return this.db.transaction().execute(async (trx): Promise<CodeCheck> => {
      const row = await trx
        .selectFrom('verification_codes')
        .selectAll()
        .where('subject_hash', '=', subjectHash)
        .forUpdate()
        .executeTakeFirst();
      if (!row || row.expires_at.getTime() <= now.getTime()) {
        if (row) await trx.deleteFrom('verification_codes').where('subject_hash', '=', subjectHash).execute();
        return { outcome: 'expired' };
      }
      if (row.attempts >= maxAttempts) return { outcome: 'locked' };
      if (sameHash(row.code_hash, keyedHash(this.secret, 'code', `${subjectHash}:${code}`))) {
        // A code works once.
        await trx.deleteFrom('verification_codes').where('subject_hash', '=', subjectHash).execute();
        return { outcome: 'verified' };
      }
      const attempts = row.attempts + 1;
      await trx.updateTable('verification_codes').set({ attempts }).where('subject_hash', '=', subjectHash).execute();
      return attempts >= maxAttempts ? { outcome: 'locked' } : { outcome: 'invalid', attemptsLeft: maxAttempts - attempts };
    });
  }

  /** Deletes every expired code; returns how many went (the CLI and tests use it). */
  async purgeExpired(now: Date = new Date()): Promise<number> {
    const result = await this.db.deleteFrom('verification_codes').where('expires_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
