import { describe, expect, it } from 'vitest';
import type { AppointmentType } from '../model';
import { isTypeEligible, mapAppointmentType, visitLabel } from './type-mapping';

const type = (name: string, duration: number): AppointmentType => ({ appointmenttypeid: name, name, shortname: name, duration });
const full = [
  type('ANY 15', 15),
  type('ANY 20', 20),
  type('ANY 30', 30),
  type('NEW PATIENT 30', 30),
  type('NEW PATIENT 40', 40),
  type('FOLLOW UP 15', 15),
  type('FOLLOW UP 20', 20),
  type('FOLLOW UP 30', 30),
  type('TELEHEALTH', 30),
];
const without = (...names: string[]) => full.filter((t) => !names.includes(t.name));
const mapped = (patient: 'new' | 'existing', minutes: number, types: AppointmentType[]) =>
  mapAppointmentType(patient, minutes, types)?.name;

describe('appointment type mapping, booking.md §9 row by row', () => {
  it.each([
    ['new', 15, 'ANY 15', 'ANY 20'],
    ['new', 20, 'ANY 20', 'ANY 30'],
    ['new', 30, 'NEW PATIENT 30', 'ANY 30'],
    ['new', 40, 'NEW PATIENT 40', 'ANY 30'],
    ['new', 60, 'ANY 30', 'TELEHEALTH'],
    ['existing', 15, 'FOLLOW UP 15', 'ANY 15'],
    ['existing', 20, 'FOLLOW UP 20', 'ANY 20'],
    ['existing', 30, 'FOLLOW UP 30', 'ANY 30'],
    ['existing', 40, 'ANY 30', 'TELEHEALTH'],
    ['existing', 60, 'TELEHEALTH', 'ANY 30'],
  ] as const)('%s patient, %i minutes: %s, else %s', (patient, minutes, target, fallback) => {
    expect(mapped(patient, minutes, full)).toBe(target);
    expect(mapped(patient, minutes, without(target))).toBe(fallback);
  });

  it('takes TELEHEALTH for an existing 30-minute slot when neither FOLLOW UP 30 nor ANY 30 exists', () => {
    expect(mapped('existing', 30, without('FOLLOW UP 30', 'ANY 30'))).toBe('TELEHEALTH');
  });

  it('matches names ignoring case and spacing but not longer numbers', () => {
    expect(mapped('new', 15, [type('any  15', 15), type('ANY 150', 150)])).toBe('any  15');
    expect(mapped('new', 15, [type('ANY 150', 150)])).toBe('ANY 150');
  });
});

describe('closest-duration fallback', () => {
  it('chooses the eligible type nearest in duration when the table gives nothing', () => {
    const types = [type('FOLLOW UP 15', 15), type('NEW PATIENT 40', 40), type('ANY 60 CHECKUP', 60)];
    expect(mapped('new', 45, types)).toBe('NEW PATIENT 40');
    expect(mapped('existing', 45, types)).toBe('ANY 60 CHECKUP');
  });

  it('uses it also for a table duration whose target and fallback are missing', () => {
    expect(mapped('new', 40, [type('FOLLOW UP 30', 30), type('TELEHEALTH', 15), type('ANY 60 CHECKUP', 60)])).toBe('ANY 60 CHECKUP');
  });

  it('finds nothing when no type is eligible', () => {
    expect(mapAppointmentType('new', 45, [type('FOLLOW UP 30', 30)])).toBeUndefined();
  });
});

describe('eligibility by name', () => {
  it('lets new patients use NEW PATIENT, ANY and TELEHEALTH types', () => {
    expect(['New Patient 30', 'ANY 15', 'Telehealth', 'FOLLOW UP 15'].map((n) => isTypeEligible('new', n))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('lets existing patients use FOLLOW UP, ANY and TELEHEALTH types', () => {
    expect(['Follow Up 20', 'ANY 30', 'TELEHEALTH', 'NEW PATIENT 30'].map((n) => isTypeEligible('existing', n))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it("names a booked visit in the patient's words, never with athena's internal type name", () => {
    const names = [
      'NEW PATIENT 30',
      'Follow  up 20',
      'TELEHEALTH',
      'INJECTION/ IV',
      'IV INFUSION 60',
      'ANY 30',
      'PRIVATE VISIT',
      undefined,
    ];
    expect(names.map(visitLabel)).toEqual([
      'New Patient',
      'Follow Up',
      'Telehealth',
      'IV Therapy',
      'IV Therapy',
      'Office Visit',
      'Office Visit',
      'Office Visit',
    ]);
  });
});
