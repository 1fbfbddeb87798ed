import { clinicDateOf, formatIsoDate, type UsageCounterName, type UsageCountersPort } from '@clinic/core';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * A label is a code from a closed set (a failure code, a path): letters and underscores only, so neither a name,
 * an e-mail, a phone number, a date of birth nor a reason text can ever be stored as one, even by mistake.
 */
const LABEL = /^[A-Za-z_]{0,40}$/;

/**
 * UsageCountersPort on PostgreSQL (#31, decision 96): each increment adds to its clinic day's row in one statement
 * (`insert … on conflict … do update set total = total + excluded.total`), so increments from any number of
 * connections and replicas all count. Throws when the database is down: the server's caller decides what is lost.
 */
export class PostgresUsageCounters implements UsageCountersPort {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async increment(name: UsageCounterName, options: { label?: string; by?: number } = {}): Promise<void> {
    const label = options.label ?? '';
    const by = options.by ?? 1;
    if (!LABEL.test(label)) throw new RangeError(`usage counter ${name}: a label is a code of letters and underscores`);
    if (!Number.isSafeInteger(by) || by < 0) throw new RangeError(`usage counter ${name}: adds a whole number of at least 0`);
    if (by === 0) return;
    await this.db
      .insertInto('usage_counts')
      .values({ clinic_day: formatIsoDate(clinicDateOf(this.now())), name, label, total: by })
      .onConflict((c) =>
        c
          .columns(['clinic_day', 'name', 'label'])
          .doUpdateSet((eb) => ({ total: eb('usage_counts.total', '+', eb.ref('excluded.total')) })),
      )
      .execute();
  }
}
