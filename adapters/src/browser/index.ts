export { LocalStoragePatientStore, type StorageLike } from './local-storage-patient-store';
export { InMemoryPatientStore, MemoryStorage } from './in-memory-patient-store';
