import type { WaitlistEntry } from '@clinic/core';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { ENTRY_COLUMNS, entryOf } from './waitlist-row';

/** One waiting patient as staff see it (`clinic waitlist list`): ids and choices, never the address. */
export interface WaitlistListing extends WaitlistEntry {
  pendingOffers: number;
}

/** Everyone waiting, longest-waiting first, with how many offers they hold right now. */
export async function listWaitlist(db: Kysely<Database>): Promise<WaitlistListing[]> {
  const [rows, pending] = await Promise.all([
    db.selectFrom('waitlist_entries').select(ENTRY_COLUMNS).orderBy('created_at').orderBy('id').execute(),
    db.selectFrom('waitlist_offers').select('entry_id').where('state', '=', 'pending').execute(),
  ]);
  const held = new Map<string, number>();
  for (const { entry_id } of pending) held.set(String(entry_id), (held.get(String(entry_id)) ?? 0) + 1);
  return rows.map((row) => {
    const entry = entryOf(row);
    return { ...entry, pendingOffers: held.get(entry.id) ?? 0 };
  });
}

/**
 * Staff take an entry off the list (`clinic waitlist remove`): the entry and its offers but an accepted one, as the
 * store removes it. athena's waitlist id it held, for the caller to remove there; undefined when there was none.
 */
export async function removeWaitlistEntry(db: Kysely<Database>, entryId: string): Promise<{ athenaWaitlistId: string | null } | undefined> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('waitlist_offers').where('entry_id', '=', entryId).where('state', '<>', 'accepted').execute();
    const gone = await trx.deleteFrom('waitlist_entries').where('id', '=', entryId).returning('athena_waitlist_id').executeTakeFirst();
    return gone && { athenaWaitlistId: gone.athena_waitlist_id };
  });
}
