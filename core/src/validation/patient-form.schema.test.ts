import { describe, expect, it } from 'vitest';
import type { PatientForm } from '../model';
import { validatePatientForm } from './patient-form.schema';

// Sun Nov 22 2026 in the clinic.
const today = { year: 2026, month: 11, day: 22 };
const filled: PatientForm = {
  firstName: ' Ana ',
  lastName: 'Lee',
  email: 'ana.lee@example.com',
  phoneNumber: '(818) 555-0199',
  dateOfBirth: '04/12/1985',
  sex: 'female',
  privacyPolicy: true,
  textMessages: true,
};
const errorsOf = (form: Partial<PatientForm>) => {
  const result = validatePatientForm({ ...filled, ...form }, today);
  return result.ok ? {} : result.errors;
};

describe('step 2 patient form', () => {
  it('accepts a complete form and hands back the phone as digits and sex as a letter', () => {
    expect(validatePatientForm(filled, today)).toEqual({
      ok: true,
      value: {
        firstName: 'Ana',
        lastName: 'Lee',
        email: 'ana.lee@example.com',
        phoneDigits: '8185550199',
        dateOfBirth: '04/12/1985',
        sex: 'F',
      },
    });
  });

  it('maps male to M and anything else, even nothing, to F', () => {
    const sexOf = (sex: PatientForm['sex']) => {
      const r = validatePatientForm({ ...filled, sex }, today);
      return r.ok ? r.value.sex : undefined;
    };
    expect([sexOf('male'), sexOf('female'), sexOf('')]).toEqual(['M', 'F', 'F']);
  });

  it('shows the required-field messages under each empty field', () => {
    expect(errorsOf({ firstName: '  ', lastName: '', phoneNumber: '', dateOfBirth: '', email: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phoneNumber: 'Phone number is required',
      dateOfBirth: 'Date of birth is required',
      email: 'Email is required',
    });
  });

  it('asks for ten digits when the phone is incomplete', () => {
    expect(errorsOf({ phoneNumber: '(818) 555-01' })).toEqual({ phoneNumber: 'Please enter a 10-digit phone number' });
  });

  it('tells a badly shaped date from an impossible one', () => {
    expect(errorsOf({ dateOfBirth: '4/12/1985' })).toEqual({ dateOfBirth: 'Invalid date format' });
    expect(errorsOf({ dateOfBirth: '02/30/1985' })).toEqual({ dateOfBirth: 'Please enter a valid date' });
    expect(errorsOf({ dateOfBirth: '01/01/1899' })).toEqual({ dateOfBirth: 'Please enter a valid date' });
  });

  it("refuses a date of birth after the clinic's today with the spec message", () => {
    expect(errorsOf({ dateOfBirth: '11/23/2026' })).toEqual({ dateOfBirth: 'Please enter a valid date' }); // tomorrow
  });

  it('caps names at 50 characters with a message saying so', () => {
    expect(validatePatientForm({ ...filled, firstName: 'A'.repeat(50) }, today).ok).toBe(true);
    expect(errorsOf({ firstName: 'A'.repeat(655), lastName: 'L'.repeat(51) })).toEqual({
      firstName: 'First name must be 50 characters or fewer',
      lastName: 'Last name must be 50 characters or fewer',
    });
  });

  it.each([
    ['Zoë', "O'Brien-Smith"],
    ['José María', 'de la Cruz Jr.'],
    ['Анна', 'Саркисян'],
    ['Ānahit', 'Sarkisian’s'],
    ['陳', '大文'],
    ['J. R.', 'Ngô'],
  ])('accepts the name %s %s, whatever its script', (firstName, lastName) => {
    expect(validatePatientForm({ ...filled, firstName, lastName }, today).ok).toBe(true);
  });

  it.each([
    ['a message with a link', 'URGENT log in at http://evil.example/verify'],
    ['a bare host name', 'evil.example'],
    ['a www address', 'www.evil.com'],
    ['a phone number', 'Call 8185550142'],
    ['a digit run', 'Ana 2024'],
    ['an e-mail address', 'ana@example.com'],
    ['a line break', 'Ana\nlog in now'],
    ['an escape sequence', 'Ana\u001b[2J'],
    ['a bidi override', 'Ana\u202e'],
    ['punctuation alone', "'-."],
  ])('refuses %s as a first name with a message saying what a name may hold', (_label, firstName) => {
    expect(errorsOf({ firstName })).toEqual({ firstName: 'First name may contain only letters, spaces, hyphens, apostrophes and periods' });
    expect(errorsOf({ lastName: firstName })).toEqual({
      lastName: 'Last name may contain only letters, spaces, hyphens, apostrophes and periods',
    });
  });

  it('still checks the consents when a name is missing, too long or refused', () => {
    expect(errorsOf({ firstName: '', lastName: 'L'.repeat(51), privacyPolicy: false })).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name must be 50 characters or fewer',
      privacyPolicy: 'Please agree to the Privacy Policy and Terms of Use',
    });
    expect(errorsOf({ firstName: 'Ana 2024', privacyPolicy: false })).toMatchObject({
      firstName: 'First name may contain only letters, spaces, hyphens, apostrophes and periods',
      privacyPolicy: 'Please agree to the Privacy Policy and Terms of Use',
    });
  });

  it('still says a blank or over-long name is required or too long, not invalid', () => {
    expect(errorsOf({ firstName: ' ', lastName: '1'.repeat(51) })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name must be 50 characters or fewer',
    });
  });

  it('refuses a phone with more digits than a US number, rather than keeping ten the patient did not type', () => {
    expect(errorsOf({ phoneNumber: '818 555 01423' })).toEqual({ phoneNumber: 'Please enter a 10-digit phone number' });
  });

  it('reads a phone typed with the US country code as the ten digits typed after it', () => {
    const result = validatePatientForm({ ...filled, phoneNumber: '+1 818 555 0187' }, today);
    expect(result.ok && result.value.phoneDigits).toBe('8185550187');
  });

  it('rejects an e-mail without the simple name@domain.tld shape', () => {
    expect(errorsOf({ email: 'ana@example' })).toEqual({ email: 'Please enter a valid email address' });
  });

  it('asks for each missing consent, and joins both into one message', () => {
    expect(errorsOf({ privacyPolicy: false })).toEqual({
      consent: 'Please agree to the Privacy Policy and Terms of Use',
      privacyPolicy: 'Please agree to the Privacy Policy and Terms of Use',
    });
    expect(errorsOf({ textMessages: false })).toEqual({
      consent: 'Please consent to receive text messages',
      textMessages: 'Please consent to receive text messages',
    });
    expect(errorsOf({ privacyPolicy: false, textMessages: false }).consent).toBe(
      'Please agree to the Privacy Policy and Terms of Use, and consent to receive text messages',
    );
  });
});
