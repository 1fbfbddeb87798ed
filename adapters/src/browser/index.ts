export { WebStoragePatientStore, type StorageLike } from './web-storage-patient-store';
export { InMemoryPatientStore, MemoryStorage } from './in-memory-patient-store';
