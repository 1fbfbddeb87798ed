import { BIDI_CONTROL, CONTROL_CHARACTER } from '@clinic/core';

// Listings carry text patients and reviewers typed (feedback, names, notes, e-mail subjects). On a terminal an ESC,
// a C1 CSI (U+009B) or a CR is a command: clear the screen, fake a red warning, set the window title, write the
// clipboard (OSC 52), hide a link (OSC 8), overwrite a row; a bidi override makes a row read backwards. Every
// printer passes text through here, so staff see what was stored, made visible, and the terminal does nothing.

const UNSAFE = new RegExp(`${CONTROL_CHARACTER.source}|${BIDI_CONTROL.source}`, 'g');

/** How a printer lays text out: a table row is one line; a CSV field may hold line breaks and tabs (RFC 4180). */
export type TextLayout = 'one-line' | 'multi-line';

function codeOf(char: string): string {
  return (char.codePointAt(0) ?? 0).toString(16).padStart(4, '0');
}

/**
 * Text safe to print on a terminal: every C0 and C1 control, DEL and bidi control written out as `\u001b`-style
 * text. One-line text shows a line break or tab as a space; multi-line text keeps them (a CRLF becomes LF).
 */
export function terminalText(text: string, layout: TextLayout): string {
  const laidOut = layout === 'one-line' ? text.replace(/\r\n|[\n\t]/g, ' ') : text.replaceAll('\r\n', '\n');
  return laidOut.replace(UNSAFE, (char) => (char === '\n' || char === '\t' ? char : `\\u${codeOf(char)}`));
}

/**
 * --json output safe to print on a terminal. JSON.stringify escapes C0 controls but leaves DEL, C1 and bidi
 * controls raw; inside a JSON string `\u009b` is the same character, so the data is unchanged.
 */
export function terminalJson(value: unknown): string {
  // A raw newline in JSON text is indentation: those in strings are already written as \n.
  return `${JSON.stringify(value, null, 2).replace(UNSAFE, (char) => (char === '\n' ? char : `\\u${codeOf(char)}`))}\n`;
}
