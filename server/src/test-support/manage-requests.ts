import type { InjectOptions } from 'fastify';

/** A JSON POST to a manage route, with the session cookie when given. */
export const post = (url: string, payload: unknown, cookie?: string): InjectOptions => ({
  method: 'POST',
  url,
  payload: payload as InjectOptions['payload'],
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
});

/** The identity a patient types: their e-mail and date of birth. */
export const who = (p: { email: string; dob: string }) => ({ email: p.email, dateOfBirth: p.dob });
