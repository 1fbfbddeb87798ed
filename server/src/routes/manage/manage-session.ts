import { createHmac, timingSafeEqual } from 'node:crypto';
import { MANAGE_LIMITS, MANAGE_SESSION_COOKIE } from '@clinic/core';

const VALUE = /^(\d{1,15})\.(\d{1,20}(?:-\d{1,20}){0,7})\.([A-Za-z0-9_-]{43})$/;

/**
 * The manage session: a cookie naming the patients whose code was verified, with an expiry, signed under
 * SESSION_SECRET. HttpOnly and SameSite=Strict, Path=/api/manage, Secure outside the demo; 15 minutes.
 */
export class ManageSessions {
  readonly ttlMs = MANAGE_LIMITS.sessionMinutes * 60_000;

  constructor(private readonly options: { secret: string; secure: boolean; now: () => number }) {}

  /** The Set-Cookie value of a new session for these patients. */
  issue(patientIds: readonly string[]): string {
    const payload = `${Math.ceil((this.options.now() + this.ttlMs) / 1000)}.${patientIds.join('-')}`;
    return this.cookie(`${payload}.${this.sign(payload)}`, Math.round(this.ttlMs / 1000));
  }

  /** The Set-Cookie value that ends the session. */
  cleared(): string {
    return this.cookie('', 0);
  }

  /** The session's patient ids, or undefined when the cookie is missing, forged or expired. */
  read(cookieHeader: string | undefined): string[] | undefined {
    const value = cookieValue(cookieHeader, MANAGE_SESSION_COOKIE);
    const match = value ? VALUE.exec(value) : null;
    if (!match) return undefined;
    const [, expiry, ids, signature] = match as unknown as [string, string, string, string];
    const expected = Buffer.from(this.sign(`${expiry}.${ids}`));
    if (!timingSafeEqual(expected, Buffer.from(signature))) return undefined;
    if (Number(expiry) * 1000 <= this.options.now()) return undefined;
    return ids.split('-');
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

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
