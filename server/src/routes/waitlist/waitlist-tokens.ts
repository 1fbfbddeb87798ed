import type { WaitlistTokensPort } from '@clinic/core';
import { createHmac, timingSafeEqual } from 'node:crypto';

const TOKEN = /^(o|x)\.(\d{1,18})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
const PURPOSE_LETTER = { offer: 'o', 'opt-out': 'x' } as const;

/**
 * The waitlist's links (issue #33, decision 95): `<purpose>.<id>.<expiry seconds>.<HMAC>`, signed with a key derived
 * from SESSION_SECRET. The id is an offer's or an entry's row number, never a patient's; an offer is single-use
 * because the store accepts it once, not because the token changes.
 */
export class HmacWaitlistTokens implements WaitlistTokensPort {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('waitlist link key').digest();
  }

  sign(claim: { purpose: 'offer' | 'opt-out'; id: string; expiresAt: Date }): string {
    const payload = `${PURPOSE_LETTER[claim.purpose]}.${claim.id}.${Math.ceil(claim.expiresAt.getTime() / 1000)}`;
    return `${payload}.${this.mac(payload)}`;
  }

  verify(token: string, purpose: 'offer' | 'opt-out', now: Date): { id: string; expired: boolean } | undefined {
    const match = TOKEN.exec(token);
    if (!match || match[1] !== PURPOSE_LETTER[purpose]) return undefined;
    const payload = `${match[1]}.${match[2]}.${match[3]}`;
    if (!timingSafeEqual(Buffer.from(this.mac(payload)), Buffer.from(match[4]!))) return undefined;
    return { id: match[2]!, expired: Number(match[3]) * 1000 <= now.getTime() };
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
