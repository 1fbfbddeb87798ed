import { describe, expect, it } from 'vitest';
import { INSURANCE_PACKAGES, SELF_PAY_PACKAGE_ID, isSelfPay } from './insurance-packages';
import { RELATIONSHIPS, SELF_RELATIONSHIP_ID } from './relationships';
import { REFERRAL_SOURCES } from './referral-sources';
import { BOOKING_LIMITS, DEFAULT_REASONS } from './limits';
import { OFFICE_PHONE } from './practice';

describe('booking catalogues', () => {
  it('lists the insurance packages in the spec order, self-pay first with id 0', () => {
    expect(INSURANCE_PACKAGES.map((p) => `${p.name} ${p.id}`)).toEqual([
      'Self Pay (No Insurance) 0', 'Medicare 98546', 'Blue Cross 15310', 'Cigna 74', 'Blue Shield 2150',
      'Aetna 23344', 'Health Net 660279', 'United Healthcare 4953', 'Tricare 655450', 'Adventist Health 581754',
      'USC Health Plan 19961', 'Optum Medical Group 190449',
    ]);
    expect(SELF_PAY_PACKAGE_ID).toBe('0');
  });

  it('recognises self-pay whether the id is a string or a number', () => {
    expect(isSelfPay('0')).toBe(true);
    expect(isSelfPay(0)).toBe(true);
    expect(isSelfPay('74')).toBe(false);
    expect(isSelfPay('')).toBe(false);
  });

  it('keeps athena relationship ids, including the gaps at 8 and 20', () => {
    const byName = Object.fromEntries(RELATIONSHIPS.map((r) => [r.name, r.id]));
    expect(RELATIONSHIPS).toHaveLength(30);
    expect(byName['Self']).toBe(SELF_RELATIONSHIP_ID);
    expect(byName['Foster Child']).toBe('9');
    expect(byName['Emancipated Minor']).toBe('21');
    expect(byName["Stepchild under stepfather's insurance"]).toBe('32');
    expect(RELATIONSHIPS.map((r) => r.id)).not.toContain('8');
    expect(RELATIONSHIPS.map((r) => r.id)).not.toContain('20');
  });

  it('offers the five referral sources', () => {
    expect(REFERRAL_SOURCES).toEqual(['Google', 'Friend or Family', 'Social Media', 'Insurance Provider', 'Other']);
  });

  it('holds the numbers of booking.md section 9', () => {
    expect(BOOKING_LIMITS).toMatchObject({
      departmentsLimit: 200, providersLimit: 100, appointmentTypesLimit: 100, bookedListLimit: 1000,
      bookedListOffset: 0, bookedListWindowDays: 30, testSlotLimit: 5, slotDaysPerPage: 4,
      defaultDurationMinutes: 30, defaultCopay: 0, notesMaxLength: 250, phoneDigits: 10, dobMinYear: 1900,
      datePickerYearsBack: 100, emptySlotFallbackDays: 5, searchWindowDays: 90, toastMs: 6000, mapZoom: 15,
      mapHeightPx: 300, defaultSequenceNumber: 1, defaultRelationshipId: 1, selfPayPackageId: 0,
    });
    expect(OFFICE_PHONE).toBe('(818) 555-0142');
  });

  it('has default reasons 1001 for new and 2001, 2002 for existing patients', () => {
    expect(DEFAULT_REASONS.new.map((r) => [r.reasonid, r.reason])).toEqual([[1001, 'New Patient']]);
    expect(DEFAULT_REASONS.existing.map((r) => [r.reasonid, r.reason])).toEqual([[2001, 'Follow Up'], [2002, 'Telehealth']]);
  });
});
