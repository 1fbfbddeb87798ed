import { describe, expect, it } from 'vitest';
import { HmacWaitlistTokens } from './waitlist-tokens';

const NOW = new Date('2030-01-07T16:00:00Z'); // Mon Jan 7 2030, 8:00 AM Pacific
const LATER = new Date('2030-01-07T16:30:00Z');
const tokens = new HmacWaitlistTokens('a-test-session-secret-of-32-chars!!');

describe('waitlist links', () => {
  it('name an offer by its row number only, until their time is past', () => {
    const token = tokens.sign({ purpose: 'offer', id: '42', expiresAt: LATER });
    expect(token).toMatch(/^o\.42\.\d+\.[\w-]{43}$/);
    expect(tokens.verify(token, 'offer', NOW)).toEqual({ id: '42', expired: false });
    expect(tokens.verify(token, 'offer', LATER)).toEqual({ id: '42', expired: true });
  });

  it('refuse a token changed by hand, signed under another secret, or made for the other purpose', () => {
    const token = tokens.sign({ purpose: 'offer', id: '42', expiresAt: LATER });
    expect(tokens.verify(token.replace('o.42.', 'o.43.'), 'offer', NOW)).toBeUndefined();
    expect(tokens.verify(token, 'opt-out', NOW)).toBeUndefined();
    expect(new HmacWaitlistTokens('another-session-secret-of-32-chars!').verify(token, 'offer', NOW)).toBeUndefined();
    expect(tokens.verify('garbage', 'offer', NOW)).toBeUndefined();
  });
});
