import { describe, expect, it } from 'vitest';
import type { Department } from '../model';
import { confirmationAddress, confirmationProvider, formatAppointmentWhen, formatAppointmentWhenInClinicZone } from './appointment-display';

describe('appointment date and time on the confirmation', () => {
  it('shows the clinic wall-clock time whatever the machine zone', () => {
    // Tue Dec 1 2026, 9:30 PT.
    expect(formatAppointmentWhen('12/01/2026', '09:30')).toBe('Tuesday, Dec 1 - 9:30 AM');
    // Mon Nov 30 2026, 16:45 PT: still Monday although it is Tuesday in UTC and Tokyo.
    expect(formatAppointmentWhen('11/30/2026', '16:45')).toBe('Monday, Nov 30 - 4:45 PM');
  });

  it('keeps the time on a DST change day', () => {
    // Sun Nov 1 2026, 13:00 PST, the day clocks fall back.
    expect(formatAppointmentWhen('11/01/2026', '13:00')).toBe('Sunday, Nov 1 - 1:00 PM');
  });

  it('says the time is not available when date or time is missing', () => {
    expect(formatAppointmentWhen(undefined, '09:30')).toBe('Appointment time not available');
    expect(formatAppointmentWhen('12/01/2026', '')).toBe('Appointment time not available');
  });

  it('flags a date or time it cannot read', () => {
    expect(formatAppointmentWhen('2026-12-01', '09:30')).toBe('Invalid date format');
    expect(formatAppointmentWhen('02/30/2026', '09:30')).toBe('Invalid date format');
    expect(formatAppointmentWhen('12/01/2026', '25:00')).toBe('Invalid date format');
  });

  it("names the clinics' zone for visitors elsewhere, but never after a fallback text", () => {
    expect(formatAppointmentWhenInClinicZone('12/01/2026', '09:30')).toBe('Tuesday, Dec 1 - 9:30 AM Pacific Time');
    expect(formatAppointmentWhenInClinicZone(undefined, '09:30')).toBe('Appointment time not available');
    expect(formatAppointmentWhenInClinicZone('2026-12-01', '09:30')).toBe('Invalid date format');
  });
});

describe('provider and address on the confirmation', () => {
  it('names the provider or says the information is missing', () => {
    expect(confirmationProvider({ providerid: '1', firstname: 'Dana', lastname: 'Reyes', displayname: 'Dana Reyes, MD' })).toBe(
      'Dana Reyes, MD',
    );
    expect(confirmationProvider(undefined)).toBe('Provider information not available');
  });

  it('writes the address on one line or says it is missing', () => {
    const glendale: Department = {
      departmentid: '1',
      name: 'Glendale',
      address: '214 N Central Ave',
      city: 'Glendale',
      state: 'CA',
      zip: '91203',
    };
    expect(confirmationAddress(glendale)).toBe('214 N Central Ave, Glendale, CA 91203');
    expect(confirmationAddress(undefined)).toBe('Address information not available');
  });

  it("capitalizes athena's upper-case city like the Location dropdown does", () => {
    const laCanada: Department = {
      departmentid: '3',
      name: 'La Canada',
      address: '1407 Foothill Blvd',
      city: 'LA CANADA',
      state: 'CA',
      zip: '91011',
    };
    expect(confirmationAddress(laCanada)).toBe('1407 Foothill Blvd, La Canada, CA 91011');
  });
});
