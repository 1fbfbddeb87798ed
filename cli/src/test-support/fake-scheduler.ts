import { FixtureScheduler } from '@clinic/adapters';
import { guardedScheduler, type CancelInput, type OpenSlotsByTypeQuery, type Patient, type SchedulerPort } from '@clinic/core';
import { openSlot } from '@clinic/core/test-support';
import { createTinyFixtureStore, type TinyPractice } from '@clinic/fake-athena/test-support';

const slot = (
  appointmentid: string,
  date: string,
  starttime: string,
  providerid: string,
  appointmenttype: string,
  appointmenttypeid = '2',
) => openSlot(appointmentid, date, starttime, appointmenttypeid, { providerid, appointmenttype });
const patient = (patientid: string, firstname: string, lastname: string, insurancepackageid: string): Patient => ({
  patientid,
  firstname,
  lastname,
  dob: '04/12/1985',
  mobilephone: '8185550199',
  insurances: [{ insuranceid: `9${patientid}`, insurancepackageid }],
});

/** A tiny practice with literal dates, enough to drive every command in-process. */
const PRACTICE = {
  today: { year: 2025, month: 12, day: 1 },
  departments: [
    { departmentid: '2', name: 'Burbank', address: '214 N Central Ave', city: 'BURBANK', state: 'CA', zip: '91203', providerlist: ['12'] },
    {
      departmentid: '1',
      name: 'Glendale',
      address: '214 N Central Ave',
      city: 'GLENDALE',
      state: 'CA',
      zip: '91203',
      providerlist: ['11', '90'],
    },
    { departmentid: '4', name: 'Billing Office', address: '214 N Central Ave', city: 'BILLING OFFICE', state: 'CA', zip: '91203' },
  ],
  providers: [
    {
      providerid: '11',
      firstname: 'Dana',
      lastname: 'Reyes',
      displayname: 'Dana Reyes MD',
      specialty: 'Internal Medicine',
      providertype: 'MD',
    },
    {
      providerid: '12',
      firstname: 'Sam',
      lastname: 'Ortiz',
      displayname: 'Sam Ortiz FNP',
      specialty: 'Family Medicine',
      providertype: 'MD',
    },
    { providerid: '90', firstname: 'IV_OFFICE', lastname: '', displayname: 'IV_OFFICE', specialty: 'IV Therapy', providertype: 'MD' },
  ],
  appointmentTypes: [
    { appointmenttypeid: '2', name: 'NEW PATIENT 30', shortname: 'NP30', duration: 30 },
    { appointmenttypeid: '3', name: 'FOLLOW UP 30', shortname: 'FU30', duration: 30 },
    { appointmenttypeid: '9', name: 'INJECTION/ IV', shortname: 'INJ', duration: 30 },
  ],
  reasons: {
    new: [{ reasonid: 1001, reason: 'New Patient', description: 'First visit' }],
    existing: [{ reasonid: 2001, reason: 'Follow Up', description: 'Follow-up visit' }],
  },
  slots: [
    slot('503', '12/02/2025', '13:00', '11', 'FOLLOW UP 30', '3'), // Tue Dec 2, 1:00 PM PT
    slot('501', '12/01/2025', '09:30', '11', 'NEW PATIENT 30'), // Mon Dec 1, 9:30 AM PT
    slot('502', '12/01/2025', '09:30', '11', 'NEW PATIENT 30'), // the same time again: de-duplicated
    slot('601', '12/01/2025', '10:00', '90', 'INJECTION/ IV', '9'), // Mon Dec 1, 10:00 AM PT
    slot('602', '12/01/2025', '10:15', '90', 'INJECTION/ IV', '9'), // starts before 601 ends: dropped
  ],
  patients: [patient('5001', 'Ana', 'Lopez', '15310'), patient('5002', 'Luis', 'Ortega', '74')],
} satisfies TinyPractice;

/**
 * The CLI's scheduler in tests: the real FixtureScheduler behind the client's guard, over a tiny FixtureStore
 * of PRACTICE, so the commands meet the same port behaviour the contract suite checks. The only additions
 * are for the tests' eyes: the open-slot queries asked, and a failure to answer every call with.
 */
export class FakeScheduler {
  readonly openSlotQueries: OpenSlotsByTypeQuery[] = [];
  /** What `clinic cancel` got athena to cancel, in order. */
  readonly cancels: CancelInput[] = [];
  failWith: Error | undefined;
  private readonly port = guardedScheduler(new FixtureScheduler(createTinyFixtureStore(structuredClone(PRACTICE))));

  /** The port the commands get. */
  get scheduler(): SchedulerPort {
    return new Proxy(this.port, {
      get: (target, name, receiver) => {
        const operation: unknown = Reflect.get(target, name, receiver);
        if (typeof operation !== 'function') return operation;
        return (...args: unknown[]) => {
          if (this.failWith) return Promise.reject(this.failWith);
          if (name === 'getOpenSlots') this.openSlotQueries.push(args[0] as OpenSlotsByTypeQuery);
          const answer = (operation as (...a: unknown[]) => unknown)(...args);
          if (name !== 'cancelAppointment') return answer;
          return Promise.resolve(answer).then((done) => {
            this.cancels.push(args[0] as CancelInput);
            return done;
          });
        };
      },
    });
  }
}
