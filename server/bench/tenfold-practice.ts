import type { ClinicDate, OpenSlot } from '@clinic/core';
import { DEFAULT_SEED, createFixtureStore, type FixtureStore } from '@clinic/fixtures';

// Copy k's ids: departments and providers k*1000 + id, slots k*10,000,000 + id (the fixture's own stay under both).
const ID_STRIDE = 1000;
const SLOT_STRIDE = 10_000_000;
const shifted = (k: number, id: string, stride = ID_STRIDE) => String(k * stride + Number(id));
const copyOf = (id: string) => Math.floor(Number(id) / ID_STRIDE);
const original = (id: string) => String(Number(id) % ID_STRIDE);

/**
 * A practice ten times the fixture one for the refresh benchmark: ten fixture practices (each its own seed, so
 * schedules differ) side by side, 30 clinics and 180 providers, ids shifted per copy. Only what the availability
 * index reads is served (departments, providers, types, open slots); bookings go to the first copy.
 */
export function tenfoldPractice(today: ClinicDate, copies = 10): FixtureStore {
  const stores = Array.from({ length: copies }, (_, k) => createFixtureStore({ today, seed: DEFAULT_SEED + k }));
  const first = stores[0]!;
  const shiftSlot = (k: number, s: OpenSlot): OpenSlot => ({
    ...s,
    appointmentid: shifted(k, s.appointmentid, SLOT_STRIDE),
    departmentid: shifted(k, s.departmentid),
    providerid: shifted(k, s.providerid),
  });
  return {
    today: first.today,
    departments: () =>
      stores.flatMap((store, k) =>
        store
          .departments()
          .map((d) => ({ ...d, departmentid: shifted(k, d.departmentid), providerlist: d.providerlist?.map((p) => shifted(k, p)) })),
      ),
    providers: () => stores.flatMap((store, k) => store.providers().map((p) => ({ ...p, providerid: shifted(k, p.providerid) }))),
    appointmentTypes: (query) => first.appointmentTypes(query?.providerId ? { providerId: original(query.providerId) } : undefined),
    reasons: (patientType) => first.reasons(patientType),
    openSlots: (query) => {
      const k = copyOf(query.departmentId);
      const store = stores[k];
      if (!store) return [];
      const providerIds = query.providerIds?.filter((p) => copyOf(p) === k).map(original);
      if (query.providerIds && providerIds?.length === 0) return [];
      return store
        .openSlots({ ...query, departmentId: original(query.departmentId), ...(providerIds ? { providerIds } : {}) })
        .map((s) => shiftSlot(k, s));
    },
    findPatients: (query) => first.findPatients(query),
    getPatient: (id) => first.getPatient(id),
    createPatient: (input) => first.createPatient(input),
    updatePatient: (id, changes) => first.updatePatient(id, changes),
    addInsurance: (id, insurance) => first.addInsurance(id, insurance),
    book: (input) => first.book(input),
    booked: (query) => first.booked(query),
    testimonials: () => first.testimonials(),
  };
}
