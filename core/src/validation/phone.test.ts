import { describe, expect, it } from 'vitest';
import { maskPhone, phoneDigits } from './phone';

describe('phone mask', () => {
  it.each([
    ['', ''],
    ['8', '(8'],
    ['818', '(818'],
    ['8185', '(818) 5'],
    ['818555', '(818) 555'],
    ['8185550', '(818) 555-0'],
    ['8185550142', '(818) 555-0142'],
  ])('masks %j as %j while typing', (typed, shown) => {
    expect(maskPhone(typed)).toBe(shown);
  });

  it('keeps digits only and stops at ten', () => {
    expect(maskPhone('(818) 555-0142 ext 9')).toBe('(818) 555-0142');
    expect(maskPhone('abc')).toBe('');
    expect(phoneDigits('(818) 555-0142')).toBe('8185550142');
  });

  // Issue 19 item 2: "+1 (818) 555-0142" used to become (181) 855-5014, a number nobody typed.
  it.each([
    ['+1 (818) 555-0142', '8185550142'],
    ['+1 818 555 0187', '8185550187'],
    ['1-818-555-0142', '8185550142'],
    ['18185550142', '8185550142'],
    ['+1', ''],
  ])('drops the US country code of %j', (typed, digits) => {
    expect(phoneDigits(typed)).toBe(digits);
  });

  it('masks a number typed with its country code, key by key, as the number itself', () => {
    const typed = [...'+1 (818) 555-0142'].reduce((shown, key) => maskPhone(shown + key), '');
    expect(typed).toBe('(818) 555-0142');
  });
});
