import { describe, expect, it } from 'vitest';
import { maskPhone, phoneDigits } from './phone';

describe('phone mask', () => {
  it.each([
    ['', ''], ['8', '(8'], ['818', '(818'], ['8185', '(818) 5'], ['818555', '(818) 555'],
    ['8185550', '(818) 555-0'], ['8185550142', '(818) 555-0142'],
  ])('masks %j as %j while typing', (typed, shown) => {
    expect(maskPhone(typed)).toBe(shown);
  });

  it('keeps digits only and stops at ten', () => {
    expect(maskPhone('(818) 555-0142 ext 9')).toBe('(818) 555-0142');
    expect(maskPhone('abc')).toBe('');
    expect(phoneDigits('+1 (818) 555-0142')).toBe('1818555014');
    expect(phoneDigits('(818) 555-0142')).toBe('8185550142');
  });
});
