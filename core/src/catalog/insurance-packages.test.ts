import { describe, expect, it } from 'vitest';
import { isSelfPay } from './insurance-packages';

describe('self-pay', () => {
  it('recognises self-pay whether the id is a string or a number', () => {
    expect(isSelfPay('0')).toBe(true);
    expect(isSelfPay(0)).toBe(true);
    expect(isSelfPay('74')).toBe(false);
    expect(isSelfPay('')).toBe(false);
  });
});
