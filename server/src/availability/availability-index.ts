import {
  availabilityFreshness,
  availabilityWindows,
  availableTimes,
  clinicDateOf,
  type AvailabilityAnswer,
  type AvailabilityQuery,
  type AvailabilitySnapshot,
  type OpenSlot,
} from '@clinic/core';
import { availabilityRefreshCalls, availabilityRefreshFailures } from '../metrics/metrics';
import type { AvailabilityReader } from './availability-reader';
import type { AvailabilityStore, IndexedAvailability } from './availability-store';
import { mergeRead, onDaysOf } from './index-merge';
import { openSlotsFromIndex } from './indexed-open-slots';
import type { RefreshLease } from './refresh-lease';

export interface IndexTimings {
  /** How often the near window (the next 14 clinic days) is read whole (AVAILABILITY_NEAR_REFRESH_MS). */
  nearRefreshMs: number;
  /** How often the rest of the 90-day window is (AVAILABILITY_FAR_REFRESH_MS). */
  farRefreshMs: number;
}

export interface AvailabilityIndexOptions extends IndexTimings {
  store: AvailabilityStore;
  lease: RefreshLease;
  reader: AvailabilityReader;
  /** athena calls the reader made so far (its transport counts them). */
  callsMade: () => number;
  now: () => number;
  /** A refresh or a day's read that failed: the index keeps what it had. */
  onFailure: (part: 'near' | 'far' | 'day' | 'listener', error: unknown) => void;
}

/** How long the lease lasts, in near intervals, from its last renewal. */
export const LEASE_INTERVALS = 1.25;

type RefreshedListener = (snapshot: AvailabilitySnapshot) => Promise<void>;

/**
 * The availability index (issue #31): every open slot of the group for the 90-day window, refreshed in the background
 * by whichever replica holds the lease, and read by every replica from the shared store with no athena call. Every
 * replica ticks twice per near interval: it takes or renews the lease, and the holder reads what is due.
 */
export class AvailabilityIndex {
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private readonly background = new Set<Promise<void>>();
  private readonly listeners: RefreshedListener[] = [];
  /** The state this replica last read: the metrics' ages. */
  lastRead: IndexedAvailability | undefined;

  constructor(private readonly options: AvailabilityIndexOptions) {}

  /** Called after each refresh this replica made (near or far), with the new snapshot: once across replicas. */
  onRefreshed(listener: RefreshedListener): void {
    this.listeners.push(listener);
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.tickMs);
    this.timer.unref();
    void this.tick();
  }

  /** Stops ticking, waits for the refresh under way, and gives the lease up so another replica takes over. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.idle();
    await this.options.lease.release().catch(() => {});
  }

  /** Resolves once the tick and every lost race's day read under way are done. */
  async idle(): Promise<void> {
    await Promise.allSettled([this.ticking, ...this.background]);
  }

  async read(): Promise<IndexedAvailability | undefined> {
    return (this.lastRead = await this.options.store.read());
  }

  /** GET /api/availability's answer, from the shared index only. */
  async answer(query: AvailabilityQuery): Promise<AvailabilityAnswer> {
    const now = new Date(this.options.now());
    const state = await this.read().catch(() => undefined);
    const { status, asOf } = availabilityFreshness(state, now);
    if (!state || status === 'unavailable' || !asOf) return { status: 'unavailable', asOf: null, slots: [] };
    return { status, asOf: asOf.toISOString(), slots: availableTimes(state.slots, query, state.directory, now) };
  }

  /** The proxied open-slot search in athena's shape, or undefined when athena must answer it (see openSlotsFromIndex). */
  async openSlotsAnswer(sent: Readonly<Record<string, string>>): Promise<string | undefined> {
    const now = new Date(this.options.now());
    const state = await this.read().catch(() => undefined);
    if (!state || availabilityFreshness(state, now).status === 'unavailable') return undefined;
    return openSlotsFromIndex(state, sent, clinicDateOf(now));
  }

  /** A booking athena confirmed: the slot leaves the index at once, on every replica. */
  async booked(appointmentId: string): Promise<void> {
    await this.options.store.take([appointmentId]).catch((error: unknown) => this.options.onFailure('day', error));
  }

  /** A booking athena refused as taken (409): the slot goes now, and its provider's day is read again. */
  async lostRace(appointmentId: string): Promise<void> {
    const state = await this.read().catch(() => undefined);
    await this.booked(appointmentId);
    const slot = state?.slots.find((s) => s.appointmentid === appointmentId);
    if (state && slot) this.track(this.rereadDay(slot, state));
  }

  private get tickMs(): number {
    return this.options.nearRefreshMs / 2;
  }

  /**
   * One tick (the timer's, or a test's): take or renew the lease, and as its holder read what is due. A tick during a
   * long refresh only renews the lease, so the holder keeps it while it works.
   */
  tick(): Promise<void> {
    if (this.ticking) {
      void this.holdLease();
      return this.ticking;
    }
    this.ticking = this.refreshWhenDue().finally(() => (this.ticking = undefined));
    return this.ticking;
  }

  /**
   * Renewed every tick (half an interval) for 1.25 intervals: a holder that dies is replaced at the first tick of
   * another replica after it lapses, within 1.75 intervals, and a holder's late tick still has a quarter to spare.
   */
  private holdLease(): Promise<boolean> {
    return this.options.lease.hold(this.options.nearRefreshMs * LEASE_INTERVALS).catch(() => false);
  }

  private async refreshWhenDue(): Promise<void> {
    const { nearRefreshMs, farRefreshMs, now } = this.options;
    if (!(await this.holdLease())) return;
    const state = await this.read().catch(() => undefined);
    // Due half a tick early, so the tick after an interval never misses it by a timer's jitter.
    const due = (at: Date | undefined, every: number) => at === undefined || now() - at.getTime() >= every - this.tickMs / 2;
    const near = due(state?.nearRefreshedAt, nearRefreshMs);
    const far = due(state?.farRefreshedAt, farRefreshMs);
    if (near || far) await this.refresh(state, near || !state, far);
  }

  private async refresh(state: IndexedAvailability | undefined, near: boolean, far: boolean): Promise<void> {
    const part = far ? 'far' : 'near';
    const { reader, store, callsMade } = this.options;
    const startedAt = new Date(this.options.now());
    const callsBefore = callsMade();
    try {
      // The directory is read with the far window (the reference cache keeps it meanwhile) or when there is none yet.
      const directory = far || !state ? await reader.directory() : state.directory;
      const windows = availabilityWindows(clinicDateOf(startedAt));
      const read = async (range: typeof windows.near) => ({
        slots: await reader.slots({ range, departmentIds: directory.departmentIds, types: directory.types }),
        replaces: onDaysOf(range),
      });
      const reads = [...(near ? [await read(windows.near)] : []), ...(far ? [await read(windows.far)] : [])];
      const window = { startDate: windows.near.startDate, endDate: windows.far.endDate };
      const times = { ...(near ? { nearRefreshedAt: startedAt } : {}), ...(far ? { farRefreshedAt: startedAt } : {}), directory };
      const empty = { slots: [], nearRefreshedAt: startedAt, farRefreshedAt: startedAt, directory };
      const written = await store.update((current) => mergeRead(current ?? empty, reads, window, times));
      this.lastRead = written;
      if (written) await this.tell(written);
    } catch (error) {
      availabilityRefreshFailures.inc({ part });
      this.options.onFailure(part, error);
    } finally {
      availabilityRefreshCalls.inc({ part }, callsMade() - callsBefore);
    }
  }

  /** One provider's day at the departments the index has them on that day (and the lost slot's). */
  private async rereadDay(slot: OpenSlot, state: IndexedAvailability): Promise<void> {
    const { reader, store, callsMade } = this.options;
    const callsBefore = callsMade();
    const sameDay = state.slots.filter((s) => s.providerid === slot.providerid && s.date === slot.date);
    const departmentIds = [...new Set([slot.departmentid, ...sameDay.map((s) => s.departmentid)])];
    const types = [...new Set([slot.appointmenttypeid, ...sameDay.map((s) => s.appointmenttypeid)])].map((appointmenttypeid) => ({
      appointmenttypeid,
    }));
    const range = { startDate: slot.date, endDate: slot.date };
    try {
      const slots = await reader.slots({ range, departmentIds, types, providerId: slot.providerid });
      const replaces = (s: OpenSlot) => s.providerid === slot.providerid && s.date === slot.date && departmentIds.includes(s.departmentid);
      const window = availabilityWindows(clinicDateOf(new Date(this.options.now())));
      await store.update((current) =>
        current
          ? mergeRead(current, [{ slots, replaces }], { startDate: window.near.startDate, endDate: window.far.endDate }, {})
          : undefined,
      );
    } catch (error) {
      availabilityRefreshFailures.inc({ part: 'day' });
      this.options.onFailure('day', error);
    } finally {
      availabilityRefreshCalls.inc({ part: 'day' }, callsMade() - callsBefore);
    }
  }

  private async tell(snapshot: IndexedAvailability): Promise<void> {
    for (const listener of [...this.listeners]) {
      await listener(snapshot).catch((error: unknown) => this.options.onFailure('listener', error));
    }
  }

  private track(work: Promise<void>): void {
    this.background.add(work);
    void work.finally(() => this.background.delete(work));
  }
}
