import type {
  NewWaitlistEntry,
  OfferClaim,
  PlannedOffer,
  WaitlistChoices,
  WaitlistEntry,
  WaitlistOffer,
  WaitlistStorePort,
} from '@clinic/core';
import { sql, type Kysely, type Transaction } from 'kysely';
import { SealedText } from '../crypto/sealed-text';
import type { Database } from '../schema';
import { ENTRY_COLUMNS, entryOf, offerOf } from './waitlist-row';
import { removeWaitlistEntry } from './waitlist-report';

// Accepted offers are kept past their slot's day for the rest of the wave, then go.
const KEEP_ACCEPTED_MS = 2 * 24 * 3600_000;

/**
 * WaitlistStorePort on PostgreSQL (#33, decision 95). Each slot's offers are decided under a transaction-scoped
 * advisory lock on the slot, so replicas matching at once cannot exceed a wave or accept a slot twice; the unique
 * keys (entry and slot; one accepted per slot; one pending per entry) hold even without it.
 */
export class PostgresWaitlist implements WaitlistStorePort {
  private readonly email: SealedText;
  private readonly now: () => Date;

  constructor(
    private readonly db: Kysely<Database>,
    options: { key: string; now?: () => Date },
  ) {
    this.email = new SealedText(options.key, 'waitlist e-mail key');
    this.now = options.now ?? (() => new Date());
  }

  async save({ email, ...entry }: NewWaitlistEntry): Promise<WaitlistEntry> {
    const row = await this.db
      .insertInto('waitlist_entries')
      .values({
        appointment_id: entry.appointmentId,
        patient_id: entry.patientId,
        department_id: entry.departmentId,
        provider_id: entry.providerId,
        appointment_type_id: entry.appointmentTypeId,
        booked_date: entry.date,
        booked_time: entry.startTime,
        patient_type: entry.patientType,
        mode: entry.mode,
        ...choiceColumns(entry),
        language: entry.language,
        email_sealed: this.email.seal(email),
        created_at: this.now(),
      })
      .onConflict((oc) =>
        oc.column('appointment_id').doUpdateSet((eb) => ({ ...choiceColumns(entry), email_sealed: eb.ref('excluded.email_sealed') })),
      )
      .returning(ENTRY_COLUMNS)
      .executeTakeFirstOrThrow();
    return entryOf(row);
  }

  async updateChoices(appointmentId: string, choices: WaitlistChoices) {
    const row = await this.db
      .updateTable('waitlist_entries')
      .set(choiceColumns(choices))
      .where('appointment_id', '=', appointmentId)
      .returning(ENTRY_COLUMNS)
      .executeTakeFirst();
    return row && entryOf(row);
  }

  async findByAppointment(appointmentId: string) {
    const row = await this.db
      .selectFrom('waitlist_entries')
      .select(ENTRY_COLUMNS)
      .where('appointment_id', '=', appointmentId)
      .executeTakeFirst();
    return row && entryOf(row);
  }

  async get(entryId: string) {
    const row = await this.db.selectFrom('waitlist_entries').select(ENTRY_COLUMNS).where('id', '=', entryId).executeTakeFirst();
    return row && entryOf(row);
  }

  async list() {
    const rows = await this.db.selectFrom('waitlist_entries').select(ENTRY_COLUMNS).orderBy('created_at').orderBy('id').execute();
    return rows.map(entryOf);
  }

  async remove(entryId: string) {
    return removeWaitlistEntry(this.db, entryId);
  }

  async setAthenaWaitlistId(entryId: string, athenaWaitlistId: string) {
    await this.db.updateTable('waitlist_entries').set({ athena_waitlist_id: athenaWaitlistId }).where('id', '=', entryId).execute();
  }

  async offers(): Promise<WaitlistOffer[]> {
    await this.db
      .deleteFrom('waitlist_offers')
      .where('state', '=', 'accepted')
      .where('expires_at', '<', new Date(this.now().getTime() - KEEP_ACCEPTED_MS))
      .execute();
    const rows = await this.db.selectFrom('waitlist_offers').selectAll().orderBy('id').execute();
    return rows.map(offerOf);
  }

  async getOffer(offerId: string) {
    if (!/^\d{1,18}$/.test(offerId)) return undefined;
    const row = await this.db.selectFrom('waitlist_offers').selectAll().where('id', '=', offerId).executeTakeFirst();
    return row && offerOf(row);
  }

  async recordOffer(planned: PlannedOffer, offersPerWave: number) {
    return this.db.transaction().execute(async (trx) => {
      await lockSlot(trx, planned.slot.appointmentid);
      const ofSlot = await trx.selectFrom('waitlist_offers').select('state').where('slot_id', '=', planned.slot.appointmentid).execute();
      const pending = ofSlot.filter((o) => o.state === 'pending').length;
      if (pending >= offersPerWave || ofSlot.some((o) => o.state === 'accepted')) return undefined;
      const row = await trx
        .insertInto('waitlist_offers')
        .values({
          entry_id: planned.entryId,
          slot_id: planned.slot.appointmentid,
          state: 'pending',
          expires_at: planned.expiresAt,
          created_at: this.now(),
        })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst();
      return row && offerOf(row);
    });
  }

  async expireOffers(offerIds: readonly string[]) {
    if (offerIds.length === 0) return 0;
    const rows = await this.db
      .updateTable('waitlist_offers')
      .set({ state: 'expired' })
      .where('id', 'in', [...offerIds])
      .where('state', '=', 'pending')
      .returning('id')
      .execute();
    return rows.length;
  }

  async claimOffer(offerId: string, now: Date): Promise<OfferClaim> {
    const offer = await this.getOffer(offerId);
    if (!offer) return 'unknown';
    return this.db.transaction().execute(async (trx) => {
      await lockSlot(trx, offer.slotId);
      const rows = await trx
        .selectFrom('waitlist_offers')
        .select(['id', 'state', 'expires_at'])
        .where('slot_id', '=', offer.slotId)
        .execute();
      const mine = rows.find((r) => String(r.id) === offer.id);
      if (!mine) return 'unknown';
      if (mine.state === 'accepted') return 'used';
      if (mine.state !== 'pending') return mine.state;
      if (new Date(mine.expires_at) <= now) return 'expired';
      if (rows.some((r) => r.state === 'accepted')) return 'taken';
      await trx.updateTable('waitlist_offers').set({ state: 'accepted' }).where('id', '=', offer.id).execute();
      return 'claimed';
    });
  }

  async markTaken(offerId: string) {
    await this.db.updateTable('waitlist_offers').set({ state: 'taken' }).where('id', '=', offerId).execute();
  }

  async recipientOf(entryId: string) {
    const row = await this.db.selectFrom('waitlist_entries').select('email_sealed').where('id', '=', entryId).executeTakeFirst();
    return row ? this.email.open(row.email_sealed) : undefined;
  }
}

function choiceColumns(choices: WaitlistChoices) {
  return {
    provider_choice: choices.providerChoice,
    weekdays: [...new Set(choices.weekdays)].sort().join(','),
    part_of_day: choices.partOfDay,
    end_date: choices.endDate,
  };
}

/** Serialises the decisions about one slot's offers across replicas, for the length of the transaction. */
async function lockSlot(trx: Transaction<Database>, slotId: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`waitlist-slot:${slotId}`}))`.execute(trx);
}
