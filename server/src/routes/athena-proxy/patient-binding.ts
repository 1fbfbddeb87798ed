import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface PatientBindingOptions {
  /** HMAC key; at least 32 bytes of entropy (SESSION_SECRET). */
  secret: string;
  /** How long a booking may take: the binding expires this long after the last patient was handed out. */
  ttlMs?: number;
  /** Patients one browser may hold at once (a family booking for several members, or a typo corrected). */
  maxPatients?: number;
  now?: () => number;
}

export const BINDING_TTL_MS = 30 * 60_000;
const TOKEN = /^(\d{1,15})\.((?:[A-Za-z0-9_-]{22})(?:~[A-Za-z0-9_-]{22}){0,15})\.([A-Za-z0-9_-]{43})$/;

/** A random secret for the demo, where tokens need not outlive the process. */
export function demoSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Patient ids are capabilities, not input (docs/decisions.md, 19): the proxy hands a browser a short-lived signed
 * token naming the patients it was shown (its own matching search, its own registration), and acts on a
 * patient id only when the token presented names it. The token holds keyed hashes of the ids and an expiry,
 * never an id or any patient data: `<expiry seconds>.<tag>~<tag>….<signature>`.
 */
export class PatientBinding {
  private readonly ttlMs: number;
  private readonly maxPatients: number;
  private readonly now: () => number;

  constructor(private readonly options: PatientBindingOptions) {
    this.ttlMs = options.ttlMs ?? BINDING_TTL_MS;
    this.maxPatients = options.maxPatients ?? 6;
    this.now = options.now ?? Date.now;
  }

  /** A token naming `patientIds` and the patients of a still-valid `previous` token, valid for the TTL from now. */
  issue(previous: string | undefined, patientIds: readonly string[]): string {
    const tags = [...this.tagsOf(previous), ...patientIds.map((id) => this.tag(id))];
    const kept = [...new Set(tags)].slice(-this.maxPatients);
    const payload = `${Math.ceil((this.now() + this.ttlMs) / 1000)}.${kept.join('~')}`;
    return `${payload}.${this.sign(payload)}`;
  }

  /** Whether `token` is genuine, unexpired and names `patientId`. */
  allows(token: string | undefined, patientId: string | undefined): boolean {
    if (!patientId) return false;
    return this.tagsOf(token).includes(this.tag(patientId));
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

  private tag(patientId: string): string {
    return createHmac('sha256', this.options.secret).update(`patient:${patientId}`).digest('base64url').slice(0, 22);
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.options.secret).update(`binding:${payload}`).digest('base64url');
  }
}
