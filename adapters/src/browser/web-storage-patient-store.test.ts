import type { BookedAppointment } from '@clinic/core';
import { describe, expect, it } from 'vitest';
import { InMemoryPatientStore, MemoryStorage } from './in-memory-patient-store';
import { WebStoragePatientStore } from './web-storage-patient-store';

const appointment: BookedAppointment = {
  // Mon Dec 1, 9:30 PT
  appointmentid: '1000002',
  appointmentstatus: 'f',
  date: '12/01/2025',
  starttime: '09:30',
  duration: 30,
  departmentid: '1',
  providerid: '2',
  patientid: '5001',
  appointmenttypeid: '8',
};

describe('WebStoragePatientStore', () => {
  it('keeps patients under the key "patients" and appointments under "appointments"', async () => {
    const storage = new MemoryStorage();
    const store = new WebStoragePatientStore(storage);
    await store.savePatient({ firstName: 'Grace', lastName: 'Liu', dob: '02/14/1992' });
    await store.saveAppointment(appointment);
    expect(JSON.parse(storage.getItem('patients') ?? '')).toEqual([{ firstName: 'Grace', lastName: 'Liu', dob: '02/14/1992' }]);
    expect(JSON.parse(storage.getItem('appointments') ?? '')).toEqual([appointment]);
  });

  it('reads corrupt JSON as an empty list instead of throwing', async () => {
    const storage = new MemoryStorage();
    storage.setItem('patients', '{not json');
    storage.setItem('appointments', '"a string"');
    const store = new WebStoragePatientStore(storage);
    expect(await store.listPatients()).toEqual([]);
    expect(await store.listAppointments()).toEqual([]);
  });

  it('keeps the readable entries of a partly damaged list', async () => {
    const storage = new MemoryStorage();
    storage.setItem('patients', JSON.stringify([{ firstName: 'Grace', lastName: 'Liu', dob: '02/14/1992' }, { firstName: 42 }, null]));
    expect(await new WebStoragePatientStore(storage).listPatients()).toEqual([{ firstName: 'Grace', lastName: 'Liu', dob: '02/14/1992' }]);
  });

  it('replaces the same person and the same appointment instead of adding twins', async () => {
    const store = new InMemoryPatientStore();
    await store.savePatient({ firstName: 'Grace', lastName: 'Liu', dob: '02/14/1992' });
    await store.savePatient({ firstName: 'GRACE', lastName: 'liu', dob: '02/14/1992', patientid: '6001' });
    await store.saveAppointment(appointment);
    await store.saveAppointment({ ...appointment, appointmentstatus: 'x' });
    expect(await store.listPatients()).toEqual([{ firstName: 'GRACE', lastName: 'liu', dob: '02/14/1992', patientid: '6001' }]);
    expect((await store.listAppointments()).map((a) => a.appointmentstatus)).toEqual(['x']);
  });

  it('never throws when storage refuses to write', async () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = new WebStoragePatientStore(full);
    await expect(store.savePatient({ firstName: 'Grace', lastName: 'Liu', dob: '02/14/1992' })).resolves.toBeUndefined();
    expect(await store.listPatients()).toEqual([]);
  });
});
