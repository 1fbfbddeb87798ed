import { describe, expect, it } from 'vitest';
import { CANCEL_REASONS, cancelReasonLabel } from './cancel-reasons';
import { MANAGE_TEXTS } from './manage-messages';
import { cancelBodySchema, managedAppointmentSchema, requestCodeSchema, verifyCodeSchema } from './manage.schema';

describe('manage request schemas', () => {
  it('normalises the e-mail so a code requested as Jo@X.com matches jo@x.com', () => {
    const r = requestCodeSchema.parse({ email: '  Jo@Example.COM ', dateOfBirth: '02/29/2000' });
    expect(r.email).toBe('jo@example.com');
  });

  it('refuses a date of birth that is not a real MM/DD/YYYY date, with the field message', () => {
    const r = requestCodeSchema.safeParse({ email: 'jo@example.com', dateOfBirth: '02/30/2000' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(MANAGE_TEXTS.dobInvalid);
    expect(requestCodeSchema.safeParse({ email: 'jo@example.com', dateOfBirth: '2000-01-01' }).success).toBe(false);
  });

  it('takes exactly six digits as a code, forgiving spaces', () => {
    const base = { email: 'jo@example.com', dateOfBirth: '01/02/1990' };
    expect(verifyCodeSchema.parse({ ...base, code: '123 456' }).code).toBe('123456');
    expect(verifyCodeSchema.safeParse({ ...base, code: '12345' }).success).toBe(false);
    expect(verifyCodeSchema.safeParse({ ...base, code: '12345a' }).success).toBe(false);
  });

  it('refuses unknown fields, so nothing else slips through the boundary', () => {
    expect(requestCodeSchema.safeParse({ email: 'jo@example.com', dateOfBirth: '01/02/1990', x: 1 }).success).toBe(false);
  });

  it('accepts only the catalogue cancel reasons and labels them for athena', () => {
    expect(cancelBodySchema.safeParse({ reason: 'feeling-better' }).success).toBe(true);
    expect(cancelBodySchema.safeParse({ reason: 'Feeling better' }).success).toBe(false);
    expect(CANCEL_REASONS.map((r) => r.code)).toEqual([
      'schedule-conflict',
      'feeling-better',
      'booked-elsewhere',
      'transportation',
      'other',
    ]);
    expect(cancelReasonLabel('booked-elsewhere')).toBe('Booked another appointment');
  });

  it('a managed appointment carries no field beyond the contract (no insurance, notes or patient)', () => {
    const appt = {
      appointmentId: '1',
      date: '01/02/2030',
      startTime: '09:00',
      durationMinutes: 30,
      providerId: '2',
      providerName: 'Dr A',
      departmentId: '3',
      departmentName: 'Glendale',
      appointmentTypeId: '4',
      appointmentTypeName: 'Visit',
      status: 'scheduled',
    };
    expect(managedAppointmentSchema.safeParse(appt).success).toBe(true);
    expect(managedAppointmentSchema.safeParse({ ...appt, insurances: [] }).success).toBe(false);
  });
});
