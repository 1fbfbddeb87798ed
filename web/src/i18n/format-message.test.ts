import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { formatMessage, type CompiledMessage } from './format-message';

const format = (icu: string, values: Record<string, string | number>, locale = 'en') =>
  formatMessage(compileMessageOrThrow(icu) as CompiledMessage, values, locale);

describe('formatMessage, over what the build compiles', () => {
  it('fills placeholders and leaves plain text as it is', () => {
    expect(format('Call {phone}', { phone: '(818) 555-0142' })).toBe('Call (818) 555-0142');
    expect(format('Page Not Found', {})).toBe('Page Not Found');
  });

  it("chooses plural cases by the language's rules, exact cases first, # as the number in that language", () => {
    const visits = '{count, plural, =0 {no visits} one {# visit} other {# visits}}';
    expect(format(visits, { count: 0 })).toBe('no visits');
    expect(format(visits, { count: 1 })).toBe('1 visit');
    expect(format(visits, { count: 1400 })).toBe('1,400 visits');
    expect(format('{count, plural, one {# cita} other {# citas}}', { count: 1400 }, 'es')).toBe('1400 citas');
  });

  it('chooses select cases, falling back to other', () => {
    const greeting = '{kind, select, new {Welcome} other {Welcome back}}';
    expect(format(greeting, { kind: 'new' })).toBe('Welcome');
    expect(format(greeting, { kind: 'returning' })).toBe('Welcome back');
  });
});
