import { isGuardedScheduler, listBookedAppointments, type BookedAppointment, type SchedulerPort } from '@clinic/core';
import { FixedClock } from '@clinic/core/test-support';
import { createFixtureStore, PERSONAS } from '@clinic/fixtures';
import type { ServiceIdentifier } from 'inversify';
import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryPatientStore } from '../browser/in-memory-patient-store';
import { practiceInfoAnswer, tokenAnswer } from '../test-support/athena-wire';
import { createContainer } from './create-container';
import { TOKENS } from './tokens';

// Mon Dec 1, 2025, 9:30 PT.
const NOW = '2025-12-01T17:30:00Z';
const kept: BookedAppointment = {
  appointmentid: '77',
  appointmentstatus: 'f',
  date: '12/03/2025',
  starttime: '10:15',
  duration: 30,
  departmentid: '1',
  providerid: '86',
  patientid: '5309',
  appointmenttypeid: '82',
};

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  nock.cleanAll();
});

describe('createContainer, fixture profile', () => {
  const fixture = () =>
    createContainer({
      kind: 'fixture',
      clock: new FixedClock(NOW),
      store: () => createFixtureStore({ today: { year: 2025, month: 12, day: 1 } }),
    });

  it('resolves a working scheduler over the fixture practice, and the clock it was given', async () => {
    const container = fixture();
    const scheduler = container.get(TOKENS.Scheduler);
    expect((await scheduler.getDepartments()).map((d) => d.name).slice(0, 3)).toEqual(['Glendale', 'Burbank', 'La Canada']);
    const { firstname, lastname, dob, patientid } = PERSONAS.withInsurance;
    expect((await scheduler.searchPatients({ firstName: firstname, lastName: lastname, dob })).map((h) => h.patientid)).toEqual([
      patientid,
    ]);
    expect(container.get(TOKENS.Clock).now().toISOString()).toBe('2025-12-01T17:30:00.000Z');
  });

  it('keeps one practice per container: a slot booked through one lookup is gone for the next', async () => {
    const container = fixture();
    const [slot] = await container.get(TOKENS.Scheduler).getOpenSlots({
      departmentId: '1',
      startDate: '12/02/2025',
      endDate: '12/02/2025',
      appointmentTypeId: '4',
    });
    await container.get(TOKENS.Scheduler).bookAppointment({
      appointmentid: slot!.appointmentid,
      patientid: PERSONAS.withInsurance.patientid,
      appointmenttypeid: slot!.appointmenttypeid,
    });
    const after = await container.get(TOKENS.Scheduler).getOpenSlots({
      departmentId: '1',
      startDate: '12/02/2025',
      endDate: '12/02/2025',
      appointmentTypeId: '4',
    });
    expect(after.map((s) => s.appointmentid)).not.toContain(slot!.appointmentid);
  });
});

describe('createContainer, athena profile', () => {
  const connection = { baseUrl: 'https://athena.test', practiceId: '195900', clientId: 'c', clientSecret: 's' };

  it('talks to athena with an OAuth token', async () => {
    nock('https://athena.test')
      .post('/oauth2/v1/token')
      .reply(200, { ...tokenAnswer, access_token: 't' });
    nock('https://athena.test').get('/v1/195900/practiceinfo').matchHeader('authorization', 'Bearer t').reply(200, practiceInfoAnswer);
    const scheduler = createContainer({ kind: 'athena', connection, clock: new FixedClock(NOW) }).get(TOKENS.Scheduler);
    expect(await scheduler.getPracticeInfo()).toEqual({ practiceid: '195900', name: 'Valley Primary Care' });
  });

  it('gives the booked-list use-case the patient store it was given, which it falls back to when athena cannot list bookings (booking.md §8)', async () => {
    nock('https://athena.test')
      .post('/oauth2/v1/token')
      .reply(200, { ...tokenAnswer, access_token: 't' });
    nock('https://athena.test')
      .get(/\/v1\/195900\/appointments\/booked/)
      .reply(503);
    const patientStore = new InMemoryPatientStore();
    await patientStore.saveAppointment(kept);
    const container = createContainer({ kind: 'athena', connection, clock: new FixedClock(NOW), patientStore });
    const list = await listBookedAppointments(
      { scheduler: container.get(TOKENS.Scheduler), store: container.get(TOKENS.PatientStore) },
      { startDate: '', endDate: '' },
    );
    expect(list.scheduled).toEqual([kept]);
  });
});

describe('createContainer, the scheduler by concern (decision 87)', () => {
  const connection = { baseUrl: 'https://athena.test', practiceId: '195900', clientId: 'c', clientSecret: 's' };

  it.each([
    ['fixture', () => createContainer({ kind: 'fixture', clock: new FixedClock(NOW) })],
    ['athena', () => createContainer({ kind: 'athena', connection, clock: new FixedClock(NOW) })],
  ])('gives every part, in the %s profile, the one guarded scheduler', (_profile, create) => {
    const container = create();
    const scheduler = container.get(TOKENS.Scheduler);
    const parts = [TOKENS.PracticeDirectory, TOKENS.Availability, TOKENS.PatientRegistry, TOKENS.Bookings, TOKENS.StaffSchedule];
    for (const part of parts as ServiceIdentifier[]) {
      const resolved = container.get(part);
      expect(resolved).toBe(scheduler);
      expect(isGuardedScheduler(resolved as SchedulerPort)).toBe(true);
    }
  });
});
