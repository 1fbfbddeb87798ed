export { WebStoragePatientStore, type StorageLike } from './web-storage-patient-store';
export { InMemoryPatientStore, MemoryStorage } from './in-memory-patient-store';
export { HttpGroupTimes, type HttpGroupTimesConfig } from './http-group-times';
export { BeaconFunnel, type BeaconSenders } from './beacon-funnel';
