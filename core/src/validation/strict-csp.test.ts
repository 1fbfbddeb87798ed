import { describe, expect, it } from 'vitest';
import { globalConfig } from 'zod/v4/core';
import { validatePatientForm } from './patient-form.schema';
import { enableStrictCspValidation } from './strict-csp';

describe('validation under a strict content security policy', () => {
  it('switches zod to its eval-free parsers and still validates', () => {
    enableStrictCspValidation();
    expect(globalConfig.jitless).toBe(true);
    // Sat Jan 2 2027 in the clinic.
    const result = validatePatientForm(
      { firstName: '', lastName: 'Lee', email: 'ana@example.com', phoneNumber: '(818) 555-0199', dateOfBirth: '04/12/1985', sex: '', privacyPolicy: true, textMessages: true },
      { year: 2027, month: 1, day: 2 },
    );
    expect(result).toMatchObject({ ok: false, errors: { firstName: 'First name is required' } });
  });
});
