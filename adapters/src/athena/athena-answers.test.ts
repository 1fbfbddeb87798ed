import { describe, expect, it } from 'vitest';
import { failureOf } from './athena-answers';

// What our proxy answers when a booking limit is reached (docs/deployment.md, limits).
const limitText = 'Too many appointments were booked online from this connection. Please call our office at (818) 555-0142 to book.';

describe('a failed athena call', () => {
  // Issue 35 item 11: the code was dropped, so the wizard could not tell a limit from any failure and said "try again".
  it("keeps the proxy's refusal code with its text, so the wizard can show that text", () => {
    const error = failureOf('bookAppointment', { status: 429, body: { error: limitText, code: 'BOOKING_LIMIT' } });
    expect(error).toMatchObject({ code: 'RATE_LIMITED', status: 429, detail: { error: limitText, code: 'BOOKING_LIMIT' } });
  });
});
