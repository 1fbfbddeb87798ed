import {
  availabilityFreshness,
  availableTimes,
  offeredSlots,
  clinicDateOf,
  type AvailabilityAnswer,
  type AvailabilityQuery,
  type AvailabilitySnapshot,
  type OpenSlot,
} from '@clinic/core';
import type { AvailabilityStore, IndexedAvailability } from './availability-store';
import { IndexRefresher, type IndexRefresherOptions } from './index-refresher';
import { openSlotsFromIndex } from './indexed-open-slots';

export type AvailabilityIndexOptions = Omit<IndexRefresherOptions, 'latest' | 'wrote'>;

/** Queries whose offered slots are kept per index state (patient type × mode × provider or department). */
const OFFERED_KEPT = 256;

/**
 * The availability index (issue #31): every open slot of the group for the 90-day window, refreshed in the background
 * by whichever replica holds the lease (IndexRefresher), and read by every replica from the shared store with no
 * athena call.
 */
export class AvailabilityIndex {
  private readonly store: AvailabilityStore;
  private readonly refresher: IndexRefresher;
  private readonly offeredByQuery = new WeakMap<IndexedAvailability, Map<string, OpenSlot[]>>();
  private readonly background = new Set<Promise<void>>();
  /** The state this replica last read: the metrics' ages. */
  lastRead: IndexedAvailability | undefined;

  constructor(private readonly options: AvailabilityIndexOptions) {
    this.store = options.store;
    this.refresher = new IndexRefresher({ ...options, latest: () => this.latest(), wrote: (state) => (this.lastRead = state) });
  }

  /** Called after each refresh this replica made (near or far), with the new snapshot: once across replicas. */
  onRefreshed(listener: (snapshot: AvailabilitySnapshot) => Promise<void>): void {
    this.refresher.onRefreshed(listener);
  }

  start(): void {
    this.refresher.start();
  }

  /** Stops refreshing (the lease given up) once the reads under way, lost races' included, are done. */
  async stop(): Promise<void> {
    await this.refresher.stop();
    await this.idle();
  }

  /** One tick now (the timer's, or a test's): see IndexRefresher.tick. */
  tick(): Promise<void> {
    return this.refresher.tick();
  }

  /** Resolves once the tick and every lost race's day read under way are done. */
  async idle(): Promise<void> {
    await Promise.allSettled([this.refresher.idle(), ...this.background]);
  }

  async read(): Promise<IndexedAvailability | undefined> {
    return (this.lastRead = await this.store.read());
  }

  /**
   * The shared index, or what this replica read last when the store does not answer (a Redis blip, a slow read of a
   * large state): its own times then say how fresh it is, so an old one turns stale and unavailable by itself.
   */
  private latest(): Promise<IndexedAvailability | undefined> {
    return this.read().catch(() => this.lastRead);
  }

  /** GET /api/availability's answer, from the shared index only, with the state it was built from (none: no times). */
  async answer(query: AvailabilityQuery): Promise<{ answer: AvailabilityAnswer; state?: IndexedAvailability }> {
    const now = new Date(this.options.now());
    const state = await this.latest();
    const { status, asOf } = availabilityFreshness(state, now);
    if (!state || status === 'unavailable' || !asOf) return { answer: { status: 'unavailable', asOf: null, slots: [] } };
    return { answer: { status, asOf: asOf.toISOString(), slots: availableTimes(this.offered(state, query), now, query.days) }, state };
  }

  /**
   * `offeredSlots` for a query, kept while the index does not change: building them for 12,000 slots on every request
   * cost ~300 ms at p50 on a busy 2-core machine (server/bench/README.md). Bounded, as the ids in a query are free.
   */
  private offered(state: IndexedAvailability, query: AvailabilityQuery): OpenSlot[] {
    let built = this.offeredByQuery.get(state);
    if (!built) this.offeredByQuery.set(state, (built = new Map()));
    const key = `${query.patientType} ${query.mode} ${query.providerId ?? ''} ${query.departmentId ?? ''}`;
    let slots = built.get(key);
    if (!slots) {
      if (built.size >= OFFERED_KEPT) built.clear();
      built.set(key, (slots = offeredSlots(state.slots, query, state.directory)));
    }
    return slots;
  }

  /** The proxied open-slot search in athena's shape, or undefined when athena must answer it (see openSlotsFromIndex). */
  async openSlotsAnswer(sent: Readonly<Record<string, string>>): Promise<string | undefined> {
    const now = new Date(this.options.now());
    const state = await this.latest();
    if (!state || availabilityFreshness(state, now).status === 'unavailable') return undefined;
    return openSlotsFromIndex(state, sent, clinicDateOf(now));
  }

  /** A booking athena confirmed: the slot leaves the index at once, on every replica. */
  async booked(appointmentId: string): Promise<void> {
    await this.store.take([appointmentId]).catch((error: unknown) => this.options.onFailure('day', error));
  }

  /** A booking athena refused as taken (409): the slot goes now, and its provider's day is read again. */
  async lostRace(appointmentId: string): Promise<void> {
    const state = await this.latest();
    await this.booked(appointmentId);
    const slot = state?.slots.find((s) => s.appointmentid === appointmentId);
    if (state && slot) this.track(this.refresher.rereadDay(slot, state));
  }

  private track(work: Promise<void>): void {
    this.background.add(work);
    void work.finally(() => this.background.delete(work));
  }
}
