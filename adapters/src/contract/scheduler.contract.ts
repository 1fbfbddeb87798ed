import {
  ATHENA_SLOT_TAKEN,
  CONCIERGE_PROVIDER_ID,
  SCHEDULER_RULE_MESSAGE,
  addClinicDays,
  clinicDateOf,
  clinicWeekday,
  formatUsDate,
  parseUsDate,
  usDateKey,
  type ClinicDate,
  type OpenSlot,
  type SchedulerError,
  type SchedulerPort,
} from '@clinic/core';
import { withinClinicHours, type PERSONAS } from '@clinic/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

export interface SchedulerUnderTest {
  scheduler: SchedulerPort;
  personas: typeof PERSONAS;
  cleanup?: () => Promise<void>;
  /** The practice's "today"; defaults to today in the clinic. */
  today?: ClinicDate;
}

async function failureOf(work: Promise<unknown>): Promise<SchedulerError> {
  try {
    await work;
  } catch (error) {
    return error as SchedulerError;
  }
  throw new Error('expected the call to fail');
}

/**
 * One suite every SchedulerPort passes (fixture, athena over nock, athena over the fake): the behaviour
 * booking.md §5–§8 asks of the scheduling client, seen only through the port.
 */
export function describeSchedulerContract(name: string, makeScheduler: () => Promise<SchedulerUnderTest>): void {
  describe(`${name} honours the scheduler contract`, () => {
    let subject: SchedulerUnderTest;
    let scheduler: SchedulerPort;
    let window: { startDate: string; endDate: string };

    beforeAll(async () => {
      subject = await makeScheduler();
      scheduler = subject.scheduler;
      const today = subject.today ?? clinicDateOf(new Date());
      // Two weeks from tomorrow always hold ten weekdays, whatever weekday today is.
      window = { startDate: formatUsDate(addClinicDays(today, 1)), endDate: formatUsDate(addClinicDays(today, 14)) };
    });
    afterAll(async () => {
      await subject?.cleanup?.();
    });

    /** A regular provider (not concierge, not IV) at a bookable department, and their open slots in the window. */
    async function someOpenSlots(): Promise<{ departmentId: string; providerId: string; slots: OpenSlot[] }> {
      const departments = await scheduler.getDepartments();
      const providers = await scheduler.getProviders();
      for (const department of departments.filter((d) => d.providerlist?.length)) {
        for (const providerId of department.providerlist ?? []) {
          const provider = providers.find((p) => p.providerid === providerId);
          if (!provider || providerId === CONCIERGE_PROVIDER_ID || provider.displayname.startsWith('IV_')) continue;
          const types = await scheduler.getAppointmentTypes({ departmentId: department.departmentid, providerId });
          const slots: OpenSlot[] = [];
          for (const type of types) {
            slots.push(
              ...(await scheduler.getOpenSlots({
                departmentId: department.departmentid,
                providerId,
                appointmentTypeId: type.appointmenttypeid,
                ...window,
              })),
            );
          }
          if (slots.length > 0) return { departmentId: department.departmentid, providerId, slots };
        }
      }
      throw new Error('no regular provider has open slots in the next two weeks');
    }

    it('lists departments with string ids, some with a providerlist of string provider ids', async () => {
      const departments = await scheduler.getDepartments();
      const bookable = departments.filter((d) => d.providerlist?.length);
      expect(bookable.length).toBeGreaterThanOrEqual(3);
      for (const d of bookable) {
        expect(typeof d.departmentid).toBe('string');
        expect(d.providerlist?.every((id) => typeof id === 'string')).toBe(true);
      }
    });

    it('lists every provider of the providerlists, the IV services among them', async () => {
      const providers = await scheduler.getProviders();
      const ids = new Set(providers.map((p) => p.providerid));
      const listed = (await scheduler.getDepartments()).flatMap((d) => d.providerlist ?? []);
      expect(listed.filter((id) => !ids.has(id))).toEqual([]);
      expect(providers.map((p) => p.displayname)).toEqual(expect.arrayContaining(['IV_OFFICE', 'IV_HOME']));
    });

    it('offers the default IV type to IV_OFFICE and regular types to a physician', async () => {
      const providers = await scheduler.getProviders();
      const iv = providers.find((p) => p.displayname === 'IV_OFFICE');
      const department = (await scheduler.getDepartments()).find((d) => iv && d.providerlist?.includes(iv.providerid));
      const ivTypes = await scheduler.getAppointmentTypes({
        departmentId: department?.departmentid ?? '',
        providerId: iv?.providerid ?? '',
      });
      expect(ivTypes).toEqual(
        expect.arrayContaining([expect.objectContaining({ appointmenttypeid: '9', name: 'INJECTION/ IV', duration: 30 })]),
      );
      const { departmentId, providerId } = await someOpenSlots();
      const names = (await scheduler.getAppointmentTypes({ departmentId, providerId })).map((t) => t.name);
      expect(names).toEqual(expect.arrayContaining(['NEW PATIENT 30', 'FOLLOW UP 15', 'ANY 30', 'TELEHEALTH']));
    });

    it('gives New Patient to new patients and Follow Up and Telehealth to existing ones', async () => {
      const query = { departmentId: '1', providerId: '2' };
      const reasons = async (patientType: 'new' | 'existing') =>
        (await scheduler.getReasons({ ...query, patientType })).map((r) => [r.reasonid, r.reason]);
      expect(await reasons('new')).toEqual(expect.arrayContaining([[1001, 'New Patient']]));
      expect(await reasons('existing')).toEqual(
        expect.arrayContaining([
          [2001, 'Follow Up'],
          [2002, 'Telehealth'],
        ]),
      );
    });

    it('returns open slots on weekdays inside clinic hours, in the window, ready to sort', async () => {
      const { departmentId, providerId, slots } = await someOpenSlots();
      for (const slot of slots) {
        expect(slot.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        expect(slot.starttime).toMatch(/^\d{2}:\d{2}$/);
        expect([slot.departmentid, slot.providerid, typeof slot.appointmentid]).toEqual([departmentId, providerId, 'string']);
        expect(usDateKey(slot.date) >= usDateKey(window.startDate) && usDateKey(slot.date) <= usDateKey(window.endDate)).toBe(true);
        expect([0, 6]).not.toContain(clinicWeekday(parseUsDate(slot.date) as ClinicDate));
        expect(withinClinicHours(slot.starttime, slot.duration)).toBe(true);
      }
    });

    it('requires a department for open slots', async () => {
      const error = await failureOf(scheduler.getOpenSlots({ departmentId: '', ...window }));
      expect([error.code, error.message]).toEqual(['INVALID_INPUT', SCHEDULER_RULE_MESSAGE.departmentIdRequired]);
    });

    it('finds a persona by name, date of birth and phone, with the insurance on file', async () => {
      const p = subject.personas.withInsurance;
      const hits = await scheduler.searchPatients({ firstName: p.firstname, lastName: p.lastname, dob: p.dob, phoneNumber: p.mobilephone });
      expect(hits).toEqual([expect.objectContaining({ patientid: p.patientid })]);
      expect(hits[0]?.insurances.length).toBeGreaterThan(0);
    });

    it('drops a hit whose phone does not match what was entered', async () => {
      const p = subject.personas.withInsurance;
      expect(
        await scheduler.searchPatients({ firstName: p.firstname, lastName: p.lastname, dob: p.dob, phoneNumber: '8185550000' }),
      ).toEqual([]);
    });

    it('refuses a patient search with no parameter', async () => {
      const error = await failureOf(scheduler.searchPatients({}));
      expect([error.code, error.message]).toEqual(['INVALID_INPUT', SCHEDULER_RULE_MESSAGE.searchParameterRequired]);
    });

    it('creates a patient that can then be read back', async () => {
      const { newPatient } = subject.personas;
      const { patientid } = await scheduler.createPatient({ ...newPatient });
      expect(await scheduler.getPatient(patientid)).toMatchObject({
        patientid,
        firstname: newPatient.firstname,
        lastname: newPatient.lastname,
        dob: newPatient.dob,
      });
    });

    it('adds insurance once and treats the same package again as already on file', async () => {
      const { patientid } = await scheduler.createPatient({ ...subject.personas.newPatient, firstname: 'Contract' });
      const policy = {
        kind: 'policy' as const,
        insurancepackageid: '23344',
        insuranceidnumber: 'AET1234567',
        policynumber: 'G-77',
        sequencenumber: 1,
        relationshiptoinsuredid: 1,
        insurancepolicyholderfirstname: 'Contract',
        insurancepolicyholderlastname: 'Liu',
        insurancepolicyholdersex: 'F' as const,
        insurancepolicyholderdob: '02/14/1992',
      };
      expect(await scheduler.createInsurance(patientid, policy)).toMatchObject({ alreadyOnFile: false });
      expect(await scheduler.createInsurance(patientid, policy)).toEqual({ alreadyOnFile: true, message: 'Patient already has insurance' });
    });

    it('books a slot once: it leaves the open list, a second booking is SLOT_UNAVAILABLE, the booked list has it', async () => {
      const { departmentId, providerId, slots } = await someOpenSlots();
      const slot = slots[0] as OpenSlot;
      const booking = {
        appointmentid: slot.appointmentid,
        patientid: subject.personas.withInsurance.patientid,
        appointmenttypeid: slot.appointmenttypeid,
      };
      expect(await scheduler.bookAppointment(booking)).toMatchObject({
        appointmentid: slot.appointmentid,
        date: slot.date,
        starttime: slot.starttime,
      });
      const after = await scheduler.getOpenSlots({ departmentId, providerId, appointmentTypeId: slot.appointmenttypeid, ...window });
      expect(after.map((s) => s.appointmentid)).not.toContain(slot.appointmentid);
      const error = await failureOf(scheduler.bookAppointment({ ...booking, patientid: subject.personas.withoutInsurance.patientid }));
      expect(error.code).toBe('SLOT_UNAVAILABLE');
      expect(error.message).toContain(ATHENA_SLOT_TAKEN.error);
      const booked = await scheduler.getBookedAppointments({ startDate: slot.date, endDate: slot.date });
      expect(booked.scheduled.map((a) => a.appointmentid)).toContain(slot.appointmentid);
    });

    it("lists only one patient's own appointments, and cancelling one opens its slot again", async () => {
      const { departmentId, providerId, slots } = await someOpenSlots();
      const [mine, theirs] = slots.slice(-2) as [OpenSlot, OpenSlot];
      const me = subject.personas.withInsurance.patientid;
      const other = subject.personas.withoutInsurance.patientid;
      await scheduler.bookAppointment({ appointmentid: mine.appointmentid, patientid: me, appointmenttypeid: mine.appointmenttypeid });
      await scheduler.bookAppointment({
        appointmentid: theirs.appointmentid,
        patientid: other,
        appointmenttypeid: theirs.appointmenttypeid,
      });
      const listed = await scheduler.getPatientAppointments({ patientId: me, ...window });
      expect(listed.map((a) => a.appointmentid)).toContain(mine.appointmentid);
      expect(listed.map((a) => a.patientid)).toEqual(listed.map(() => me));
      // Nothing about the patient or their insurance travels with the list.
      expect(listed.find((a) => a.appointmentid === mine.appointmentid)).not.toHaveProperty('insurances');
      expect(listed.find((a) => a.appointmentid === mine.appointmentid)).not.toHaveProperty('patient.firstname');

      // athena refuses to cancel an appointment for a patient it is not booked for.
      const wrong = await failureOf(scheduler.cancelAppointment({ appointmentId: mine.appointmentid, patientId: other, reason: 'Other' }));
      expect(wrong.message).toMatch(/^Failed to cancel appointment:/);
      await scheduler.cancelAppointment({ appointmentId: mine.appointmentid, patientId: me, reason: 'Feeling better' });
      const after = await scheduler.getPatientAppointments({ patientId: me, ...window });
      expect(after.find((a) => a.appointmentid === mine.appointmentid)?.appointmentstatus).toBe('x');
      const open = await scheduler.getOpenSlots({ departmentId, providerId, appointmentTypeId: mine.appointmenttypeid, ...window });
      expect(open.map((s) => s.appointmentid)).toContain(mine.appointmentid);
      const again = await failureOf(scheduler.cancelAppointment({ appointmentId: mine.appointmentid, patientId: me, reason: 'Other' }));
      expect(again.status).toBe(400);
      const unknown = await failureOf(scheduler.cancelAppointment({ appointmentId: '999999999', patientId: me, reason: 'Other' }));
      expect(unknown.code).toBe('NOT_FOUND');
    });

    it('refuses a booking whose appointment type id is not a number', async () => {
      const error = await failureOf(scheduler.bookAppointment({ appointmentid: '1', patientid: '5001', appointmenttypeid: 'abc' }));
      expect([error.code, error.message]).toEqual(['INVALID_INPUT', 'Invalid appointment type ID: abc. Must be a valid number.']);
    });
  });
}
