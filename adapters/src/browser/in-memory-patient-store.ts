import { WebStoragePatientStore, type StorageLike } from './web-storage-patient-store';

/** A Storage-like map, for Node drivers and tests that have no window.sessionStorage. */
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
export class InMemoryPatientStore extends WebStoragePatientStore {
  constructor() {
    super(new MemoryStorage());
  }
}
