import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ATHENA_SCOPE } from '@clinic/adapters';

/** The fixture client credentials `npm start`, the CLI and the tests use against the fake athena. */
export const FAKE_ATHENA_CREDENTIALS = {
  practiceId: '195900',
  clientId: 'fixture-client',
  clientSecret: 'fixture-secret',
} as const;

const TOKEN_LIFETIME_SECONDS = 3600;

/** Issues and checks opaque bearer tokens like athena's 2-legged OAuth (athena-api.md §2). */
export class FakeAthenaTokens {
  private readonly tokens = new Map<string, number>();

  constructor(
    private readonly credentials: { clientId: string; clientSecret: string },
    private readonly now: () => number = Date.now,
  ) {}

  /** Checks an `Authorization: Basic …` header against the fixture client. */
  validClient(authorization: string | undefined): boolean {
    const match = /^Basic\s+(\S+)$/i.exec(authorization ?? '');
    if (!match) return false;
    const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
    const expected = `${this.credentials.clientId}:${this.credentials.clientSecret}`;
    return sameText(decoded, expected);
  }

  issue(): { token_type: 'Bearer'; expires_in: string; access_token: string; scope: string } {
    this.dropExpired();
    // 21 random bytes → 28 base64url characters, the length of athena's opaque tokens.
    const token = randomBytes(21).toString('base64url');
    this.tokens.set(token, this.now() + TOKEN_LIFETIME_SECONDS * 1000);
    return { token_type: 'Bearer', expires_in: String(TOKEN_LIFETIME_SECONDS), access_token: token, scope: ATHENA_SCOPE };
  }

  /** True for `Authorization: Bearer <live token>`. */
  validBearer(authorization: string | undefined): boolean {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    const expiry = match ? this.tokens.get(match[1]!) : undefined;
    return expiry !== undefined && expiry > this.now();
  }

  private dropExpired(): void {
    const now = this.now();
    for (const [token, expiry] of this.tokens) if (expiry <= now) this.tokens.delete(token);
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
