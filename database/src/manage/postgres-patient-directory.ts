import type { PatientDirectoryPort } from '@clinic/core';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { keyedHash } from './manage-hash';

/** PatientDirectoryPort on PostgreSQL: patient ids under an HMAC of the (normalised) e-mail and date of birth. */
export class PostgresPatientDirectory implements PatientDirectoryPort {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly secret: string,
  ) {}

  private lookup(email: string, dateOfBirth: string): string {
    return keyedHash(this.secret, 'patient', `${email.trim().toLowerCase()}|${dateOfBirth.trim()}`);
  }

  async remember(entry: { patientId: string; email: string; dateOfBirth: string }): Promise<void> {
    await this.db
      .insertInto('manage_patients')
      .values({ lookup_hash: this.lookup(entry.email, entry.dateOfBirth), patient_id: entry.patientId })
      .onConflict((oc) => oc.columns(['lookup_hash', 'patient_id']).doUpdateSet({ remembered_at: new Date() }))
      .execute();
  }

  async find(email: string, dateOfBirth: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('manage_patients')
      .select('patient_id')
      .where('lookup_hash', '=', this.lookup(email, dateOfBirth))
      .orderBy('remembered_at', 'desc')
      .execute();
    return rows.map((r) => r.patient_id);
  }
}
