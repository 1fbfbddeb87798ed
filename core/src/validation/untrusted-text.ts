// Text from outside (feedback, imported reviews, names athena hands back) is data: these are the characters that
// make a terminal or a page do something other than show it (STYLE.md, "Text from outside is data everywhere").

/* eslint-disable no-control-regex -- matching control characters is the point of this file */

/** C0 controls, DEL and C1 controls (U+0080–U+009F; U+009B is a one-character CSI to many terminals). */
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** The same, less newline and tab: what a multi-line comment may legitimately hold. */
const CONTROL_BESIDES_LINE_BREAKS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/** Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder the text around them. */
export const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

/** True when the text holds a control character other than newline or tab. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_BESIDES_LINE_BREAKS.test(text);
}

/** The text without bidi embeddings, overrides and isolates, so it reads in the order it was typed. */
export function withoutBidiControls(text: string): string {
  return text.replace(new RegExp(BIDI_CONTROL.source, 'g'), '');
}
