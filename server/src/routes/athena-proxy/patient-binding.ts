import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DEFAULT_PROXY_DURATIONS } from './proxy-durations';

export interface PatientBindingOptions {
  /** HMAC key; at least 32 bytes of entropy (SESSION_SECRET). */
  secret: string;
  /** How long a booking may take: the binding expires this long after the last patient was handed out. */
  ttlMs?: number;
  /** Grants one browser may hold at once (a family booking for several members, or a typo corrected). */
  maxPatients?: number;
  now?: () => number;
}

const TOKEN = /^(\d{1,15})\.((?:[A-Za-z0-9_-]{22})(?:~[A-Za-z0-9_-]{22}){0,15})\.([A-Za-z0-9_-]{43})$/;

/** A random secret for the demo, where tokens need not outlive the process. */
export function demoSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What a binding lets a browser do with a patient: `patient` (insure and book: its own matching search or its own
 * registration) or `registered` (also correct the record: only a patient this browser registered itself, so a
 * search that matched someone never lets a caller rewrite that person's name, phone or e-mail).
 */
export type BindingGrant = 'patient' | 'registered';

/**
 * Patient ids are capabilities, not input (docs/decisions/, 19): the proxy hands a browser a short-lived signed
 * token naming the patients it was shown (its own matching search, its own registration), and acts on a
 * patient id only when the token presented grants it. The token holds keyed hashes of the grants and an expiry,
 * never an id or any patient data: `<expiry seconds>.<tag>~<tag>….<signature>`.
 */
export class PatientBinding {
  private readonly ttlMs: number;
  private readonly maxPatients: number;
  private readonly now: () => number;

  constructor(private readonly options: PatientBindingOptions) {
    this.ttlMs = options.ttlMs ?? DEFAULT_PROXY_DURATIONS.bindingTtlMs;
    this.maxPatients = options.maxPatients ?? 12;
    this.now = options.now ?? Date.now;
  }

  /**
   * A token granting `patientIds` (and `registeredIds` the right to correct) plus the grants of a still-valid
   * `previous` token, valid for the TTL from now.
   */
  issue(previous: string | undefined, patientIds: readonly string[], registeredIds: readonly string[] = []): string {
    const granted = [...patientIds.map((id) => this.tag(id, 'patient')), ...registeredIds.map((id) => this.tag(id, 'registered'))];
    const tags = [...this.tagsOf(previous), ...granted];
    const kept = [...new Set(tags)].slice(-this.maxPatients);
    const payload = `${Math.ceil((this.now() + this.ttlMs) / 1000)}.${kept.join('~')}`;
    return `${payload}.${this.sign(payload)}`;
  }

  /** Whether `token` is genuine, unexpired and grants `grant` on `patientId`. */
  allows(token: string | undefined, patientId: string | undefined, grant: BindingGrant = 'patient'): boolean {
    if (!patientId) return false;
    return this.tagsOf(token).includes(this.tag(patientId, grant));
  }

  private tagsOf(token: string | undefined): string[] {
    const match = token ? TOKEN.exec(token) : null;
    if (!match) return [];
    const [, expiry, tags, signature] = match as unknown as [string, string, string, string];
    const expected = Buffer.from(this.sign(`${expiry}.${tags}`));
    if (!timingSafeEqual(expected, Buffer.from(signature))) return [];
    if (Number(expiry) * 1000 <= this.now()) return [];
    return tags.split('~');
  }

  private tag(patientId: string, grant: BindingGrant): string {
    return createHmac('sha256', this.options.secret).update(`${grant}:${patientId}`).digest('base64url').slice(0, 22);
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.options.secret).update(`binding:${payload}`).digest('base64url');
  }
}
