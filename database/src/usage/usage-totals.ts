import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** One counter's total over a range of clinic days, per label ('' when it has none). */
export interface UsageTotal {
  name: string;
  label: string;
  total: number;
}

/** `clinic report bookings`: every counter's total per label from `from` to `to` (YYYY-MM-DD clinic days, both included). */
export async function usageTotals(db: Kysely<Database>, window: { from: string; to: string }): Promise<UsageTotal[]> {
  const rows = await db
    .selectFrom('usage_counts')
    .select(['name', 'label', sql<string>`sum(total)`.as('total')])
    .where('clinic_day', '>=', sql<Date>`${window.from}::date`)
    .where('clinic_day', '<=', sql<Date>`${window.to}::date`)
    .groupBy(['name', 'label'])
    .orderBy('name')
    .orderBy('label')
    .execute();
  // sum(bigint) is numeric, which pg hands back as text; a day's counts stay far below 2^53.
  return rows.map((r) => ({ name: r.name, label: r.label, total: Number(r.total) }));
}
