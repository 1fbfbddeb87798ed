import { availabilityWindows, clinicDateOf, type AvailabilitySnapshot, type OpenSlot } from '@clinic/core';
import { availabilityRefreshCalls, availabilityRefreshFailures } from '../metrics/metrics';
import type { AvailabilityReader } from './availability-reader';
import type { AvailabilityStore, IndexedAvailability } from './availability-store';
import { mergeRead, onDaysOf } from './index-merge';
import type { RefreshLease } from './refresh-lease';

export interface IndexTimings {
  /** How often the near window (the next 14 clinic days) is read whole (AVAILABILITY_NEAR_REFRESH_MS). */
  nearRefreshMs: number;
  /** How often the rest of the 90-day window is (AVAILABILITY_FAR_REFRESH_MS). */
  farRefreshMs: number;
}

/** What one refresh reads: the next 14 clinic days, the rest of the 90, or both (the first read). */
export type Part = 'near' | 'far' | 'whole';

export interface IndexRefresherOptions extends IndexTimings {
  store: AvailabilityStore;
  lease: RefreshLease;
  reader: AvailabilityReader;
  /** athena calls the reader made so far (its transport counts them). */
  callsMade: () => number;
  now: () => number;
  /** The index as this replica can read it now (the shared one, or the last it read). */
  latest: () => Promise<IndexedAvailability | undefined>;
  /** Told of each state this replica wrote. */
  wrote: (state: IndexedAvailability | undefined) => void;
  /** A refresh or a day's read that failed: the index keeps what it had. */
  onFailure: (part: Part | 'day' | 'listener', error: unknown) => void;
}

/** How long the lease lasts, in near intervals, from its last renewal. */
export const LEASE_INTERVALS = 1.25;

type RefreshedListener = (snapshot: AvailabilitySnapshot) => Promise<void>;

/**
 * The availability index's reads from athena (issue #31): every replica ticks twice per near interval, takes or
 * renews the lease, and the holder reads what is due; any replica re-reads a provider's day after a lost race.
 */
export class IndexRefresher {
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  /** Set by stop(): a tick still under way starts nothing more. */
  private stopped = false;
  private readonly running = new Map<Part, Promise<void>>();
  private readonly listeners: RefreshedListener[] = [];

  constructor(private readonly options: IndexRefresherOptions) {}

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
    this.stopped = true;
    await this.ticking?.catch(() => {});
    await this.idle();
    await this.options.lease.release().catch(() => {});
  }

  /** Resolves once the tick and the refreshes under way are done. */
  async idle(): Promise<void> {
    await Promise.allSettled([this.ticking, ...this.running.values()]);
  }

  private get tickMs(): number {
    return this.options.nearRefreshMs / 2;
  }

  /**
   * One tick (the timer's, or a test's): take or renew the lease, and as its holder read what is due. A tick during a
   * long refresh only renews the lease, so the holder keeps it while it works.
   */
  tick(): Promise<void> {
    const started = this.holdLease().then((held) => (held ? this.refreshWhatIsDue() : undefined));
    this.ticking = started;
    // Resolves when the refreshes under way (this tick's, or earlier ones still reading) are done.
    return started.then(() => this.refreshesDone());
  }

  /**
   * Renewed every tick (half an interval) for 1.25 intervals: a holder that dies is replaced at the first tick of
   * another replica after it lapses, within 1.75 intervals, and a holder's late tick still has a quarter to spare.
   */
  private holdLease(): Promise<boolean> {
    return this.options.lease.hold(this.options.nearRefreshMs * LEASE_INTERVALS).catch(() => false);
  }

  /**
   * Starts each part that is due and not being read already. The parts run apart, so a far window that takes long
   * (minutes, for a large practice at athena's pace) never holds the near one past its promise; the first read of
   * all is one, as a snapshot needs both times.
   */
  private async refreshWhatIsDue(): Promise<void> {
    const { nearRefreshMs, farRefreshMs, now } = this.options;
    const state = await this.options.latest();
    if (!state) return this.begin('whole', undefined);
    // Due half a tick early, so the tick after an interval never misses it by a timer's jitter.
    const due = (at: Date, every: number) => now() - at.getTime() >= every - this.tickMs / 2;
    if (due(state.nearRefreshedAt, nearRefreshMs)) this.begin('near', state);
    if (due(state.farRefreshedAt, farRefreshMs)) this.begin('far', state);
  }

  private begin(part: Part, state: IndexedAvailability | undefined): void {
    if (this.stopped || this.running.has(part) || this.running.has('whole')) return;
    const work = this.refresh(part, state).finally(() => this.running.delete(part));
    this.running.set(part, work);
  }

  private async refreshesDone(): Promise<void> {
    await Promise.allSettled([...this.running.values()]);
  }

  private async refresh(part: Part, state: IndexedAvailability | undefined): Promise<void> {
    const { reader, store, callsMade } = this.options;
    const startedAt = new Date(this.options.now());
    const callsBefore = callsMade();
    const near = part !== 'far';
    const far = part !== 'near';
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
      const times = {
        ...(near ? { nearRefreshedAt: startedAt } : {}),
        ...(far ? { farRefreshedAt: startedAt, directory } : {}),
      };
      const empty = { slots: [], nearRefreshedAt: startedAt, farRefreshedAt: startedAt, directory };
      const written = await store.update((current) => mergeRead(current ?? empty, reads, window, times));
      this.options.wrote(written);
      if (written) await this.tell(written);
    } catch (error) {
      availabilityRefreshFailures.inc({ part });
      this.options.onFailure(part, error);
    } finally {
      availabilityRefreshCalls.inc({ part }, callsMade() - callsBefore);
    }
  }

  /** One provider's day at the departments the index has them on that day (and the lost slot's). */
  async rereadDay(slot: OpenSlot, state: IndexedAvailability): Promise<void> {
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
}
