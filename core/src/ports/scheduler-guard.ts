import type { BookingInput, InsuranceInput, PatientSearch } from '../model';
import type { CancelInput, PatientAppointmentsQuery } from './bookings.port';
import { SCHEDULER_RULE_MESSAGE, SchedulerError, prefixed } from '../errors';
import type { SchedulerPort } from './scheduler.port';

/**
 * The scheduling client's own preconditions (booking.md §5), checked before any adapter is asked. Each entry
 * takes an operation's arguments and returns them as the adapter receives them, or throws the rule's
 * INVALID_INPUT error. A new operation with a precondition is one entry here; one without needs none.
 */
type Preconditions = {
  [K in keyof SchedulerPort]?: (...args: Parameters<SchedulerPort[K]>) => Parameters<SchedulerPort[K]>;
};

function refused(message: string): SchedulerError {
  return new SchedulerError('INVALID_INPUT', message);
}

/** An integer written in decimal, or undefined: athena's ids are whole numbers ("Patient id and type id are converted to integers"). */
export function integerText(value: string | number): string | undefined {
  const text = String(value).trim();
  return /^-?\d+$/.test(text) ? String(Number.parseInt(text, 10)) : undefined;
}

const requireDepartment = <Q extends { departmentId: string }>(query: Q): [Q] => {
  if (!query.departmentId?.trim()) throw refused(SCHEDULER_RULE_MESSAGE.departmentIdRequired);
  return [query];
};

export const SCHEDULER_PRECONDITIONS: Preconditions = {
  getOpenSlots: requireDepartment,
  getOpenSlotsByReason: requireDepartment,
  searchPatients(search: PatientSearch) {
    const { firstName, lastName, dob, email, phoneNumber } = search;
    if (![firstName, lastName, dob, email, phoneNumber].some((v) => v?.trim()))
      throw refused(SCHEDULER_RULE_MESSAGE.searchParameterRequired);
    return [search];
  },
  createInsurance(patientId: string, insurance: InsuranceInput) {
    if (!patientId?.trim()) throw refused(SCHEDULER_RULE_MESSAGE.patientIdRequired);
    if (insurance.kind === 'policy' && !insurance.insurancepackageid?.trim())
      throw refused(SCHEDULER_RULE_MESSAGE.insurancePackageRequired);
    return [patientId, insurance];
  },
  bookAppointment(booking: BookingInput) {
    const appointmenttypeid = integerText(booking.appointmenttypeid);
    if (appointmenttypeid === undefined) throw refused(SCHEDULER_RULE_MESSAGE.invalidAppointmentTypeId(booking.appointmenttypeid));
    const patientid = integerText(booking.patientid);
    // A mock_ id (booking.md §8's 402 stand-in) is no athena patient: refused here, never sent.
    if (patientid === undefined) throw refused(prefixed('bookAppointment', 'Invalid patient ID.'));
    return [{ ...booking, appointmenttypeid, patientid }];
  },
  getPatientAppointments(query: PatientAppointmentsQuery) {
    const patientId = integerText(query.patientId);
    if (patientId === undefined) throw refused(prefixed('patientAppointments', 'Invalid patient ID.'));
    return [{ ...query, patientId }];
  },
  cancelAppointment(input: CancelInput) {
    const patientId = integerText(input.patientId);
    if (patientId === undefined) throw refused(prefixed('cancelAppointment', 'Invalid patient ID.'));
    return [{ ...input, patientId }];
  },
};

const GUARDED = Symbol.for('clinic.guardedScheduler');

/**
 * The SchedulerPort every driver is given: `port` behind the client's preconditions. A broken precondition
 * rejects (as every port operation fails) and the adapter is never called; everything else passes through.
 */
export function guardedScheduler(port: SchedulerPort): SchedulerPort {
  if (isGuardedScheduler(port)) return port;
  return new Proxy(port, {
    get(target, name, receiver) {
      if (name === GUARDED) return true;
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      const check = (SCHEDULER_PRECONDITIONS as Record<PropertyKey, ((...args: unknown[]) => unknown[]) | undefined>)[name];
      if (!check) return value.bind(target);
      return (...args: unknown[]) => {
        let checked: unknown[];
        try {
          checked = check(...args);
        } catch (error) {
          return Promise.reject(error);
        }
        return (value as (...a: unknown[]) => unknown).apply(target, checked);
      };
    },
  });
}

/** True for a port that went through guardedScheduler (composition tests check every root's scheduler). */
export function isGuardedScheduler(port: SchedulerPort): boolean {
  return (port as unknown as Record<symbol, unknown>)[GUARDED] === true;
}
