import { describe, expect, it } from 'vitest';
import { terminalJson, terminalText } from './terminal-text';

describe('text printed on a terminal', () => {
  it('writes out C0 and C1 controls, DEL and bidi controls instead of sending them', () => {
    expect(terminalText('a\u001b[2Jb\u009bc\u007fd\u202ee\u2067f\u0000', 'one-line')).toBe(
      'a\\u001b[2Jb\\u009bc\\u007fd\\u202ee\\u2067f\\u0000',
    );
  });

  it('puts a line break or tab on one line as a space, and keeps them in multi-line text, a lone CR written out', () => {
    expect(terminalText('one\r\ntwo\nthree\tfour', 'one-line')).toBe('one two three four');
    expect(terminalText('one\r\ntwo\rthree\tfour', 'multi-line')).toBe('one\ntwo\\u000dthree\tfour');
  });

  it('leaves letters of every script, and right-to-left text itself, alone', () => {
    expect(terminalText('Zoë Ngô, Анна, 陳大文, שלום', 'one-line')).toBe('Zoë Ngô, Анна, 陳大文, שלום');
  });

  it('escapes DEL, C1 and bidi controls in --json too, which stays the same data', () => {
    const value = { comment: 'a\u009b2J\u202eb\u001b\n' };
    const json = terminalJson(value);
    expect(json).toBe('{\n  "comment": "a\\u009b2J\\u202eb\\u001b\\n"\n}\n');
    expect(JSON.parse(json)).toEqual(value);
  });
});
