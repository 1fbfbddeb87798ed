import { describe, expect, it } from 'vitest';
import { fail, ok } from '../errors/result';
import { defaultReasons, reasonsOrDefaults } from './reasons';

const physical = { reasonid: 4, reason: 'Annual Physical', description: 'Yearly check' };

describe('reasons for visit', () => {
  it('offers what the scheduler returned for the patient type', () => {
    expect(reasonsOrDefaults('new', ok([physical]))).toEqual({ reasons: [physical] });
  });

  it('uses New Patient 1001 for new patients when the scheduler returns none', () => {
    expect(reasonsOrDefaults('new', ok([])).reasons.map((r) => [r.reasonid, r.reason])).toEqual([[1001, 'New Patient']]);
  });

  it('uses Follow Up 2001 and Telehealth 2002 for existing patients, with a warning after a failure', () => {
    const outcome = reasonsOrDefaults('existing', fail('NETWORK'));
    expect(outcome.reasons.map((r) => [r.reasonid, r.reason])).toEqual([
      [2001, 'Follow Up'],
      [2002, 'Telehealth'],
    ]);
    expect(outcome.warning).toBe('Failed to load appointment reasons. Using defaults.');
  });

  it('hands out copies, so a caller cannot change the defaults', () => {
    defaultReasons('new')[0]!.reason = 'changed';
    expect(defaultReasons('new')[0]?.reason).toBe('New Patient');
  });
});
