import { LocalStoragePatientStore, type StorageLike } from './local-storage-patient-store';

/** A Storage-like map, for Node drivers and tests that have no window.localStorage. */
export class MemoryStorage implements StorageLike {
  private readonly items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

/** PatientStorePort kept in memory, with exactly the browser store's rules (same code over MemoryStorage). */
export class InMemoryPatientStore extends LocalStoragePatientStore {
  constructor() {
    super(new MemoryStorage());
  }
}
