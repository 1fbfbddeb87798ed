import type { AvailabilityDirectory, AvailabilitySnapshot } from '@clinic/core';

/** The practice as the index reads it: the departments it asks about, and the directory answers use. */
export interface PracticeDirectory extends AvailabilityDirectory {
  /** Departments with a roster (booking.md §4 drops the others): athena takes them as one comma list. */
  departmentIds: readonly string[];
}

/** What the index keeps: the snapshot the waitlist reads, and the directory every replica answers with. */
export interface IndexedAvailability extends AvailabilitySnapshot {
  directory: PracticeDirectory;
}

/** A change to the index, computed from its latest state; undefined leaves it as it is. */
export type IndexChange = (current: IndexedAvailability | undefined) => IndexedAvailability | undefined;

/**
 * Where the index lives: this process (demo) or Redis (replicas). Every write goes through `update`, applied to the
 * latest state atomically, so a refresh and a booking on another replica never undo each other.
 */
export interface AvailabilityStore {
  read(): Promise<IndexedAvailability | undefined>;
  /** Applies `change` to the latest state; slots taken lately are kept out of whatever it writes. */
  update(change: IndexChange): Promise<IndexedAvailability | undefined>;
  /**
   * Slots booked (or lost to someone else): out of the index now, and out of anything written for `takenForMs`
   * after, so a refresh that read athena just before the booking cannot bring them back.
   */
  take(appointmentIds: readonly string[]): Promise<void>;
}

/** How long a taken slot is kept out of refreshes: past the oldest a refresh's read can be when it is written. */
export const TAKEN_FOR_MS = 15 * 60_000;

/** The index without the slots in `taken`. */
export function withoutTaken(state: IndexedAvailability, taken: ReadonlySet<string>): IndexedAvailability {
  if (taken.size === 0) return state;
  return { ...state, slots: state.slots.filter((s) => !taken.has(s.appointmentid)) };
}

/** The index of one process (the demo, tests): no lease, no sharing. */
export class MemoryAvailabilityStore implements AvailabilityStore {
  private state: IndexedAvailability | undefined;
  private readonly taken = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  async read(): Promise<IndexedAvailability | undefined> {
    return this.state;
  }

  async update(change: IndexChange): Promise<IndexedAvailability | undefined> {
    const next = change(this.state);
    if (next) this.state = withoutTaken(next, this.takenIds());
    return this.state;
  }

  async take(appointmentIds: readonly string[]): Promise<void> {
    for (const id of appointmentIds) this.taken.set(id, this.now());
    await this.update((current) => current);
  }

  private takenIds(): Set<string> {
    const since = this.now() - TAKEN_FOR_MS;
    for (const [id, at] of this.taken) if (at < since) this.taken.delete(id);
    return new Set(this.taken.keys());
  }
}
