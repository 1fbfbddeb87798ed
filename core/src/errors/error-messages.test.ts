import { describe, expect, it } from 'vitest';
import {
  insuranceStepMessage,
  isDuplicateInsuranceError,
  loadingFailureMessage,
  noSlotsMessage,
  patientStepMessage,
  slotSearchFailure,
} from './error-messages';
import { asSchedulerError, SchedulerError } from './scheduler-error';

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
    [
      'Additional fields are required.',
      'Please fill in all required information including first name, last name, date of birth, and phone number.',
    ],
    ['Request failed with status code 400', 'Invalid information provided. Please check your details and try again.'],
    ['Request failed with status code 402', 'Access denied. Please contact support for assistance.'],
    ['Request failed with status code 500', 'Server error. Please try again later.'],
    ['Something odd happened', 'Something odd happened'],
  ])('maps %j to %j', (text, shown) => {
    expect(patientStepMessage(new SchedulerError('UPSTREAM', text))).toBe(shown);
  });

  it('applies the rows in order: a phone problem reported with status 400 is a phone problem', () => {
    expect(patientStepMessage(new SchedulerError('INVALID_INPUT', 'Phone rejected (400)'))).toBe(
      'Invalid phone number. Please enter a valid phone number',
    );
  });

  it("reads the client's message, which carries athena's error after the spec's prefix", () => {
    expect(
      patientStepMessage(new SchedulerError('INVALID_INPUT', 'Failed to create patient: Improper DOB.', 400, { error: 'Improper DOB.' })),
    ).toBe('Invalid date of birth. Please enter a valid date of birth');
    expect(
      patientStepMessage(
        new SchedulerError('CONFLICT', 'Failed to create patient: Patient already exists', 409, { error: 'Patient already exists' }),
      ),
    ).toBe('Patient already exists in the system');
    expect(patientStepMessage(new SchedulerError('INVALID_INPUT', 'Failed to create patient: Additional fields are required.', 400))).toBe(
      'Please fill in all required information including first name, last name, date of birth, and phone number.',
    );
  });

  it('falls back to the generic message when there is no text', () => {
    expect(patientStepMessage(new SchedulerError('UPSTREAM', ''))).toBe(
      'An error occurred while processing your request. Please try again.',
    );
    expect(patientStepMessage(new SchedulerError('UPSTREAM', '  ', 409))).toBe(
      'An error occurred while processing your request. Please try again.',
    );
  });
});

describe('step 3 messages', () => {
  it('shows the error text, else the fallback of the stage that failed', () => {
    const refused = new SchedulerError('INVALID_INPUT', 'Failed to create patient insurance: bad id', 400, { error: 'bad id' });
    expect(insuranceStepMessage(refused, 'insurance')).toBe('Failed to create patient insurance: bad id');
    expect(insuranceStepMessage(undefined, 'insurance')).toBe('Failed to create insurance. Please try again.');
    expect(insuranceStepMessage(new SchedulerError('UPSTREAM', ''), 'booking')).toBe('Failed to book appointment. Please try again.');
    expect(insuranceStepMessage(undefined)).toBe('Failed to process your request');
  });

  it('tolerates 409, Conflict and existing or duplicate insurance package messages', () => {
    expect(isDuplicateInsuranceError(new SchedulerError('CONFLICT', 'Failed to create patient insurance: x', 409))).toBe(true);
    expect(isDuplicateInsuranceError(new SchedulerError('UPSTREAM', 'x', 409))).toBe(true);
    const refused = (text: string) =>
      new SchedulerError('INVALID_INPUT', `Failed to create patient insurance: ${text}`, 400, { error: text });
    expect(isDuplicateInsuranceError(refused('Conflict'))).toBe(true);
    expect(isDuplicateInsuranceError(refused('Patient already has this insurance package'))).toBe(true);
    expect(isDuplicateInsuranceError(refused('Duplicate insurance package'))).toBe(true);
    expect(isDuplicateInsuranceError(new SchedulerError('INVALID_INPUT', 'Insurance package ID is required'))).toBe(false);
    expect(isDuplicateInsuranceError(new SchedulerError('UPSTREAM', 'Failed to create patient insurance: down', 503))).toBe(false);
  });
});

describe('slot search failure', () => {
  const expectDetail = (error: SchedulerError | undefined, detail: string) =>
    expect(slotSearchFailure(error)).toEqual({
      screen: `Failed to find available times: ${detail}`,
      toast: `Could not load available slots: ${detail}`,
    });

  it('prefers the server detailedmessage, then its error, then its message', () => {
    const detail = { detailedmessage: 'Expecting type integer', error: 'The data provided is invalid.', message: 'm' };
    expectDetail(new SchedulerError('INVALID_INPUT', 'Failed to get open appointment slots: x', 400, detail), 'Expecting type integer');
    expectDetail(
      new SchedulerError('INVALID_INPUT', 'x', 400, { error: 'The data provided is invalid.', message: 'm' }),
      'The data provided is invalid.',
    );
    expectDetail(new SchedulerError('UPSTREAM', 'x', 500, { message: 'Server message' }), 'Server message');
  });

  it("then uses the client's own message, else the default", () => {
    expectDetail(new SchedulerError('NETWORK', 'socket hang up'), 'socket hang up');
    expectDetail(new SchedulerError('UPSTREAM', ''), 'Could not load available appointment times');
    expectDetail(undefined, 'Could not load available appointment times');
  });
});

describe('loading failures', () => {
  it('prefixes the error text for the toast', () => {
    expect(loadingFailureMessage('departments', new SchedulerError('TIMEOUT', 'timeout'))).toBe('Failed to load departments: timeout');
    expect(loadingFailureMessage('initial', new SchedulerError('NETWORK', 'down'))).toBe('Failed to load initial data: down');
    expect(loadingFailureMessage('providers', new SchedulerError('UNAUTHORIZED', '403', 403))).toBe('Failed to load providers: 403');
    expect(loadingFailureMessage('providers', new SchedulerError('UPSTREAM', ''))).toBe('Failed to load providers: Unknown error');
  });
});

// Issue 19 item 8: patients saw "did not answer within 15000 ms" and "Request failed with status code 500".
describe('no technical wording reaches the patient', () => {
  it('sends an outage of any operation to the "network" row of step 2', () => {
    const timeout = new SchedulerError(
      'TIMEOUT',
      'Failed to search patients with enhanced best match: The scheduling service did not answer within 15000 ms.',
    );
    const network = new SchedulerError('NETWORK', 'Failed to create patient: Network error: could not reach the scheduling service.');
    expect([patientStepMessage(timeout), patientStepMessage(network)]).toEqual([
      'Network error. Please check your connection and try again.',
      'Network error. Please check your connection and try again.',
    ]);
  });

  it('sends a 5xx, 400 or 402 whose text names no status to its row of step 2', () => {
    const hidden = 'Failed to search patients with enhanced best match: The scheduling service had a problem. Please try again later.';
    expect(patientStepMessage(new SchedulerError('UPSTREAM', hidden, 502))).toBe('Server error. Please try again later.');
    expect(patientStepMessage(new SchedulerError('INVALID_INPUT', 'Failed to create patient: The data provided is invalid.', 400))).toBe(
      'Invalid information provided. Please check your details and try again.',
    );
    expect(patientStepMessage(new SchedulerError('PAYMENT_REQUIRED', 'Failed to create patient: x', 402))).toBe(
      'Access denied. Please contact support for assistance.',
    );
  });

  it("keeps a 4xx explanation of athena with its spec prefix on step 2 (the table's last row)", () => {
    const refused = new SchedulerError('NOT_FOUND', 'Failed to create patient: The department does not exist.', 404, {
      error: 'The department does not exist.',
    });
    expect(patientStepMessage(refused)).toBe('Failed to create patient: The department does not exist.');
  });

  it("shows step 3's fallbacks for outages, 5xx and bare statuses, and athena's own reason for a refused request", () => {
    const bare = new SchedulerError('UPSTREAM', 'Failed to create patient insurance: Request failed with status code 500', 500);
    const timeout = new SchedulerError('TIMEOUT', 'Failed to book appointment: The scheduling service did not answer within 15000 ms.');
    const path = new SchedulerError('INVALID_INPUT', 'Failed to create patient insurance: Request failed with status code 400', 400);
    expect(insuranceStepMessage(bare, 'insurance')).toBe('Failed to create insurance. Please try again.');
    expect(insuranceStepMessage(timeout, 'booking')).toBe('Failed to book appointment. Please try again.');
    expect(insuranceStepMessage(path, 'insurance')).toBe('Failed to create insurance. Please try again.');
    const reason = new SchedulerError('INVALID_INPUT', 'Failed to create patient insurance: Invalid policy number.', 400, {
      error: 'Invalid policy number.',
    });
    expect(insuranceStepMessage(reason, 'insurance')).toBe('Failed to create patient insurance: Invalid policy number.');
    expect(insuranceStepMessage(new SchedulerError('INVALID_INPUT', 'Patient ID is required to create insurance'), 'insurance')).toBe(
      'Patient ID is required to create insurance',
    );
  });

  // Issue 19 item 11: "Failed to load departments: Failed to load departments: …".
  it('says a loading prefix once when the scheduling client already said it', () => {
    const error = new SchedulerError('UPSTREAM', 'Failed to load departments: The scheduling service had a problem.', 500);
    expect(loadingFailureMessage('departments', error)).toBe('Failed to load departments: The scheduling service had a problem.');
  });
});

describe('what a scheduler call threw', () => {
  it('is read as the SchedulerError it is, and a stray exception as UPSTREAM whose text reaches no patient', () => {
    const timeout = new SchedulerError('TIMEOUT', 'Failed to book appointment: no answer');
    expect(asSchedulerError(timeout)).toBe(timeout);
    const bug = asSchedulerError(new TypeError('slots is not iterable'));
    expect(bug).toMatchObject({ code: 'UPSTREAM', message: '', status: undefined, cause: new TypeError('slots is not iterable') });
    expect(patientStepMessage(bug)).toBe('An error occurred while processing your request. Please try again.');
    expect(slotSearchFailure(bug).screen).toBe('Failed to find available times: Could not load available appointment times');
  });
});

// Issue 35 item 11: a booking limit read "Failed to book appointment. Please try again.", a retry that cannot work.
describe("the proxy's coded refusals", () => {
  const limit = (code: string, error: string, operation = 'Failed to book appointment') =>
    new SchedulerError('RATE_LIMITED', `${operation}: ${error}`, 429, { error, code });
  const bookings = 'Too many appointments were booked online from this connection. Please call our office at (818) 555-0142 to book.';
  const registrations =
    'Too many new patients were registered online from this connection. Please call our office at (818) 555-0142 to book.';
  const perPatient = 'You already have upcoming appointments booked online. To book another, please call our office at (818) 555-0142.';

  it.each([
    ['BOOKING_LIMIT', bookings],
    ['REGISTRATION_LIMIT', registrations],
    ['PATIENT_BOOKING_LIMIT', perPatient],
  ])('shows %s with its own text, phone included, on step 2 and step 3', (code, text) => {
    expect(patientStepMessage(limit(code, text))).toBe(text);
    expect(insuranceStepMessage(limit(code, text), 'booking')).toBe(text);
  });

  it('keeps the step 2 table for a 429 without a code (a busy minute)', () => {
    const busy = new SchedulerError('RATE_LIMITED', 'Failed to book appointment: Too many requests', 429, { error: 'Too many requests' });
    expect(patientStepMessage(busy)).toBe('Failed to book appointment. Please try again.');
  });
});

describe('the empty slot search, booking.md §8', () => {
  it('names IV slots in IV mode and the criteria otherwise, word for word', () => {
    expect(noSlotsMessage('iv')).toBe('No available IV appointment slots found. Try a different date range.');
    expect(noSlotsMessage('appointment')).toBe(
      'No available appointment slots found for the selected criteria. Try different options or a different date range.',
    );
  });
});
