import { clinicInstant } from '@clinic/core';
import { describe, expect, it } from 'vitest';
import { MemoryUsageCounters } from '../../test-support/memory-usage-counters';
import { OUTCOME_UNKNOWN_ANSWER } from './booking-outcome';
import { countBookingOutcome, refusalLabel } from './booking-usage';

const NOW = clinicInstant({ year: 2025, month: 12, day: 31 }, '23:30'); // Wed Dec 31 2025, 11:30 PM PT (Jan 1 in UTC)

describe('countBookingOutcome', () => {
  it('adds the whole clinic days from today to the visit, counted in the clinic, not in UTC', async () => {
    const usage = new MemoryUsageCounters();
    countBookingOutcome(
      usage,
      { status: 200, json: JSON.stringify([{ appointmentid: '1', date: '01/02/2026', starttime: '09:00' }]) },
      NOW,
    );
    countBookingOutcome(
      usage,
      { status: 200, json: JSON.stringify([{ appointmentid: '2', date: '12/31/2025', starttime: '23:45' }]) },
      NOW,
    );
    await Promise.resolve();
    expect(usage.snapshot()).toEqual({ booked: 2, days_to_visit: 2 });
  });

  it('labels each failure from a closed set by how the proxy answered, never by its text', async () => {
    const usage = new MemoryUsageCounters();
    const failures = [
      OUTCOME_UNKNOWN_ANSWER,
      { status: 409, json: '{"error":"That appointment time was already booked"}' },
      { status: 429, json: '{"error":"busy"}' },
      { status: 502, json: '{"error":"failed"}' },
      { status: 503, json: '' },
      { status: 400, json: '{"error":"Invalid patientid 5001 for Anahit"}' },
    ];
    for (const answer of failures) countBookingOutcome(usage, answer, NOW);
    await Promise.resolve();
    expect(usage.snapshot()).toEqual({
      'booking_failed{BOOKING_OUTCOME_UNKNOWN}': 1,
      'booking_failed{SLOT_TAKEN}': 1,
      'booking_failed{ATHENA_BUSY}': 1,
      'booking_failed{ATHENA_FAILED}': 2,
      'booking_failed{ATHENA_REFUSED}': 1,
    });
  });

  it('counts a booking whose answer carries no readable date, without adding days that would skew the mean', async () => {
    const usage = new MemoryUsageCounters();
    countBookingOutcome(usage, { status: 200, json: '[{"appointmentid":"1"}]' }, NOW);
    await Promise.resolve();
    expect(usage.snapshot()).toEqual({ booked: 1 });
  });

  it("reads a refusal's label only from the proxy's own codes, never from athena's answers or free text", () => {
    expect(refusalLabel(429, JSON.stringify({ error: 'Too many appointments…', code: 'BOOKING_LIMIT' }))).toBe('BOOKING_LIMIT');
    expect(refusalLabel(429, JSON.stringify({ error: 'Too many requests. Please wait a minute and try again.' }))).toBe('RATE_LIMITED');
    expect(refusalLabel(503, JSON.stringify({ error: 'Online booking is unavailable…', code: 'BOOKING_UNAVAILABLE' }))).toBe(
      'BOOKING_UNAVAILABLE',
    );
    // athena throttling us (counted where it settles), a code we never send, a body that is not ours.
    expect(refusalLabel(429, JSON.stringify({ error: 'The scheduling service is busy. Please wait a minute and try again.' }))).toBe(
      undefined,
    );
    expect(refusalLabel(403, JSON.stringify({ error: 'x', code: 'anahit.sarkisian@example.com' }))).toBe(undefined);
    expect(refusalLabel(200, JSON.stringify({ code: 'BOOKING_LIMIT' }))).toBe(undefined);
    expect(refusalLabel(429, '<html>busy</html>')).toBe(undefined);
  });
});
