import { describe, expect, it } from 'vitest';
import {
  insuranceStepMessage, isDuplicateInsuranceError, loadingFailureMessage, patientStepMessage, slotSearchFailure,
} from './error-messages';
import { SchedulerError } from './scheduler-error';

describe('step 2 error box, booking.md §8 row by row', () => {
  it.each([
    ['Missing required fields: email', 'Missing required fields: email'],
    ['Phone is invalid', 'Invalid phone number. Please enter a valid phone number'],
    ['Improper DOB.', 'Invalid date of birth. Please enter a valid date of birth'],
    ['Bad date of birth', 'Invalid date of birth. Please enter a valid date of birth'],
    ['Invalid email', 'Invalid email format. Please enter a valid email'],
    ['Required field missing', 'Please fill all required fields'],
    ['Patient already exists', 'Patient already exists in the system'],
    ['Failed to book appointment: gone', 'Failed to book appointment. Please try again.'],
    ['network unreachable', 'Network error. Please check your connection and try again.'],
    ['Additional fields are required.', 'Please fill in all required information including first name, last name, date of birth, and phone number.'],
    ['Request failed with status code 400', 'Invalid information provided. Please check your details and try again.'],
    ['Request failed with status code 402', 'Access denied. Please contact support for assistance.'],
    ['Request failed with status code 500', 'Server error. Please try again later.'],
    ['Something odd happened', 'Something odd happened'],
  ])('maps %j to %j', (text, shown) => {
    expect(patientStepMessage(new Error(text))).toBe(shown);
  });

  it('applies the rows in order: a phone problem reported with status 400 is a phone problem', () => {
    expect(patientStepMessage(new Error('Phone rejected (400)'))).toBe('Invalid phone number. Please enter a valid phone number');
  });

  it('reads error.error first, then response.data.error.error, then the message', () => {
    expect(patientStepMessage({ error: 'Improper DOB.', message: 'Request failed with status code 400' }))
      .toBe('Invalid date of birth. Please enter a valid date of birth');
    expect(patientStepMessage({ response: { data: { error: { error: 'Patient already exists' } } }, message: 'x' }))
      .toBe('Patient already exists in the system');
    expect(patientStepMessage(new SchedulerError('INVALID_INPUT', 'Failed to create patient: Additional fields are required.', 400)))
      .toBe('Please fill in all required information including first name, last name, date of birth, and phone number.');
  });

  it('falls back to the generic message when there is no text', () => {
    expect(patientStepMessage(undefined)).toBe('An error occurred while processing your request. Please try again.');
    expect(patientStepMessage({})).toBe('An error occurred while processing your request. Please try again.');
  });
});

describe('step 3 messages', () => {
  it('shows the error text, else the fallback of the stage that failed', () => {
    expect(insuranceStepMessage(new Error('Failed to create patient insurance: bad id'), 'insurance')).toBe('Failed to create patient insurance: bad id');
    expect(insuranceStepMessage(undefined, 'insurance')).toBe('Failed to create insurance. Please try again.');
    expect(insuranceStepMessage({}, 'booking')).toBe('Failed to book appointment. Please try again.');
    expect(insuranceStepMessage(null)).toBe('Failed to process your request');
  });

  it('tolerates 409, Conflict and existing or duplicate insurance package messages', () => {
    expect(isDuplicateInsuranceError(new SchedulerError('CONFLICT', 'Failed to create patient insurance: x', 409))).toBe(true);
    expect(isDuplicateInsuranceError({ response: { status: 409 } })).toBe(true);
    expect(isDuplicateInsuranceError(new Error('Conflict'))).toBe(true);
    expect(isDuplicateInsuranceError(new Error('Patient already has this insurance package'))).toBe(true);
    expect(isDuplicateInsuranceError(new Error('Duplicate insurance package'))).toBe(true);
    expect(isDuplicateInsuranceError(new Error('Insurance package ID is required'))).toBe(false);
    expect(isDuplicateInsuranceError(new SchedulerError('UPSTREAM', 'Failed to create patient insurance: down', 503))).toBe(false);
  });
});

describe('slot search failure', () => {
  const expectDetail = (error: unknown, detail: string) =>
    expect(slotSearchFailure(error)).toEqual({
      screen: `Failed to find available times: ${detail}`, toast: `Could not load available slots: ${detail}`,
    });

  it('prefers the server detailedmessage, then its error, then its message', () => {
    const detail = { detailedmessage: 'Expecting type integer', error: 'The data provided is invalid.', message: 'm' };
    expectDetail(new SchedulerError('INVALID_INPUT', 'Failed to get open appointment slots: x', 400, detail), 'Expecting type integer');
    expectDetail({ response: { data: { error: 'The data provided is invalid.', message: 'm' } } }, 'The data provided is invalid.');
    expectDetail({ response: { data: { message: 'Server message' } } }, 'Server message');
  });

  it('then uses the response message, then the exception message, else the default', () => {
    expectDetail({ response: { message: 'Bad gateway', data: {} }, message: 'ignored' }, 'Bad gateway');
    expectDetail(new Error('socket hang up'), 'socket hang up');
    expectDetail(undefined, 'Could not load available appointment times');
  });
});

describe('loading failures', () => {
  it('prefixes the error text for the toast', () => {
    expect(loadingFailureMessage('departments', new Error('timeout'))).toBe('Failed to load departments: timeout');
    expect(loadingFailureMessage('initial', new Error('down'))).toBe('Failed to load initial data: down');
    expect(loadingFailureMessage('providers', new Error('403'))).toBe('Failed to load providers: 403');
  });
});

// Issue 19 item 8: patients saw "did not answer within 15000 ms" and "Request failed with status code 500".
describe('no technical wording reaches the patient', () => {
  it('sends an outage of any operation to the "network" row of step 2', () => {
    const timeout = new SchedulerError('TIMEOUT', 'Failed to search patients with enhanced best match: The scheduling service did not answer within 15000 ms.');
    const network = new SchedulerError('NETWORK', 'Failed to create patient: Network error: could not reach the scheduling service.');
    expect([patientStepMessage(timeout), patientStepMessage(network)]).toEqual([
      'Network error. Please check your connection and try again.', 'Network error. Please check your connection and try again.',
    ]);
  });

  it('sends a 5xx, 400 or 402 whose text names no status to its row of step 2', () => {
    const hidden = 'Failed to search patients with enhanced best match: The scheduling service had a problem. Please try again later.';
    expect(patientStepMessage(new SchedulerError('UPSTREAM', hidden, 502))).toBe('Server error. Please try again later.');
    expect(patientStepMessage(new SchedulerError('INVALID_INPUT', 'Failed to create patient: The data provided is invalid.', 400)))
      .toBe('Invalid information provided. Please check your details and try again.');
    expect(patientStepMessage(new SchedulerError('PAYMENT_REQUIRED', 'Failed to create patient: x', 402)))
      .toBe('Access denied. Please contact support for assistance.');
  });

  it('keeps a 4xx explanation of athena with its spec prefix on step 2 (the table\'s last row)', () => {
    const refused = new SchedulerError('NOT_FOUND', 'Failed to create patient: The department does not exist.', 404, { error: 'The department does not exist.' });
    expect(patientStepMessage(refused)).toBe('Failed to create patient: The department does not exist.');
  });

  it('shows step 3\'s fallbacks for outages, 5xx and bare statuses, and athena\'s own reason for a refused request', () => {
    const bare = new SchedulerError('UPSTREAM', 'Failed to create patient insurance: Request failed with status code 500', 500);
    const timeout = new SchedulerError('TIMEOUT', 'Failed to book appointment: The scheduling service did not answer within 15000 ms.');
    const path = new SchedulerError('INVALID_INPUT', 'Failed to create patient insurance: Request failed with status code 400', 400);
    expect(insuranceStepMessage(bare, 'insurance')).toBe('Failed to create insurance. Please try again.');
    expect(insuranceStepMessage(timeout, 'booking')).toBe('Failed to book appointment. Please try again.');
    expect(insuranceStepMessage(path, 'insurance')).toBe('Failed to create insurance. Please try again.');
    const reason = new SchedulerError('INVALID_INPUT', 'Failed to create patient insurance: Invalid policy number.', 400, { error: 'Invalid policy number.' });
    expect(insuranceStepMessage(reason, 'insurance')).toBe('Failed to create patient insurance: Invalid policy number.');
    expect(insuranceStepMessage(new SchedulerError('INVALID_INPUT', 'Patient ID is required to create insurance'), 'insurance'))
      .toBe('Patient ID is required to create insurance');
  });

  // Issue 19 item 11: "Failed to load departments: Failed to load departments: …".
  it('says a loading prefix once when the scheduling client already said it', () => {
    const error = new SchedulerError('UPSTREAM', 'Failed to load departments: The scheduling service had a problem.', 500);
    expect(loadingFailureMessage('departments', error)).toBe('Failed to load departments: The scheduling service had a problem.');
  });
});
