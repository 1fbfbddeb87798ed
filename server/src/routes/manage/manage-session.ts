import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MANAGE_LIMITS, MANAGE_SESSION_COOKIE } from '@clinic/core';
import type { SharedKeys } from '../../shared-state/shared-keys';

// The patient ids a session may carry: the one bound (MANAGE_LIMITS.patientsPerSession) at issue and at read.
const IDS = `\\d{1,20}(?:-\\d{1,20}){0,${MANAGE_LIMITS.patientsPerSession - 1}}`;
const VALUE = new RegExp(`^(\\d{1,15})\\.([A-Za-z0-9_-]{22})\\.(${IDS})\\.([A-Za-z0-9_-]{43})$`);

/**
 * The manage session: a cookie naming the patients whose code was verified, a random session id and an expiry,
 * signed under SESSION_SECRET. The id is held in the shared state (Redis with replicas) for the session's
 * lifetime and let go on sign-out, so a signed-out cookie is refused on every replica. HttpOnly and
 * SameSite=Strict, Path=/api/manage, Secure outside the demo; 15 minutes.
 */
export class ManageSessions {
  readonly ttlMs = MANAGE_LIMITS.sessionMinutes * 60_000;

  constructor(private readonly options: { secret: string; secure: boolean; now: () => number; keys: SharedKeys }) {}

  /** The Set-Cookie value of a new session for these patients (at most MANAGE_LIMITS.patientsPerSession). */
  async issue(patientIds: readonly string[]): Promise<string> {
    if (patientIds.length > MANAGE_LIMITS.patientsPerSession) throw new RangeError('too many patients for one session');
    const id = randomBytes(16).toString('base64url');
    // A fresh random id is never held already; the claim only records it.
    await this.options.keys.claim(sessionKey(id), this.ttlMs);
    const payload = `${Math.ceil((this.options.now() + this.ttlMs) / 1000)}.${id}.${patientIds.join('-')}`;
    return this.cookie(`${payload}.${this.sign(payload)}`, Math.round(this.ttlMs / 1000));
  }

  /** Ends the session the cookie names, if any, on every replica; the Set-Cookie value that clears it. */
  async revoke(cookieHeader: string | undefined): Promise<string> {
    const session = this.verified(cookieHeader);
    if (session) await this.options.keys.release(sessionKey(session.id));
    return this.cookie('', 0);
  }

  /** The session's patient ids, or undefined when the cookie is missing, forged, expired or signed out. */
  async read(cookieHeader: string | undefined): Promise<string[] | undefined> {
    const session = this.verified(cookieHeader);
    if (!session || !(await this.options.keys.held(sessionKey(session.id)))) return undefined;
    return session.patientIds;
  }

  /** The cookie's session when it is genuine and unexpired, before asking whether it was signed out. */
  private verified(cookieHeader: string | undefined): { id: string; patientIds: string[] } | undefined {
    const value = cookieValue(cookieHeader, MANAGE_SESSION_COOKIE);
    const match = value ? VALUE.exec(value) : null;
    if (!match) return undefined;
    const [, expiry, id, ids, signature] = match as unknown as [string, string, string, string, string];
    const expected = Buffer.from(this.sign(`${expiry}.${id}.${ids}`));
    if (!timingSafeEqual(expected, Buffer.from(signature))) return undefined;
    if (Number(expiry) * 1000 <= this.options.now()) return undefined;
    return { id, patientIds: ids.split('-') };
  }

  private cookie(value: string, maxAgeSeconds: number): string {
    return [
      `${MANAGE_SESSION_COOKIE}=${value}`,
      'Path=/api/manage',
      `Max-Age=${maxAgeSeconds}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(this.options.secure ? ['Secure'] : []),
    ].join('; ');
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.options.secret).update(`manage-session:${payload}`).digest('base64url');
  }
}

const sessionKey = (id: string) => `manage-session:${id}`;

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
