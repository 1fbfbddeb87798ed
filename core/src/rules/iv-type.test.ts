import { describe, expect, it } from 'vitest';
import type { AppointmentType } from '../model';
import { isIvTypeName, pickIvAppointmentType } from './iv-type';

const type = (id: string, name: string, duration = 30): AppointmentType => ({ appointmenttypeid: id, name, shortname: id, duration });

describe('IV appointment type choice', () => {
  it('prefers the INJECTION/ IV type even when another IV type comes first', () => {
    const choice = pickIvAppointmentType([type('5', 'FOLLOW UP 15'), type('12', 'IV INFUSION 60', 60), type('9', 'INJECTION/ IV')]);
    expect(choice).toEqual({ ok: true, value: expect.objectContaining({ appointmenttypeid: '9' }) });
  });

  it('falls back to the first IV type', () => {
    const choice = pickIvAppointmentType([type('1', 'ANY 30'), type('12', 'Vitamin Infusion', 60), type('13', 'IV PUSH')]);
    expect(choice).toEqual({ ok: true, value: expect.objectContaining({ appointmenttypeid: '12' }) });
  });

  it('fails with the spec message when no IV type exists', () => {
    expect(pickIvAppointmentType([type('1', 'ANY 30'), type('2', 'PRIVATE VISIT')])).toEqual({
      ok: false,
      code: 'NO_IV_TYPE',
      message: 'No IV appointment type selected. Please try again.',
    });
  });

  it('recognises IV names by whole word, ignoring case, so "Private visit" is not IV', () => {
    expect(['iv drip', 'Injection', 'INFUSION 60', 'INJECTION/ IV'].map(isIvTypeName)).toEqual([true, true, true, true]);
    expect(['PRIVATE VISIT', 'Review', 'Individual', undefined].map(isIvTypeName)).toEqual([false, false, false, false]);
  });
});
