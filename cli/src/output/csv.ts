import type { Cell } from './listing';

// Spreadsheets run cells starting with these as formulas; patient-entered names reach this output.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field per RFC 4180: quoted when it holds a comma, quote or line break, quotes doubled. */
export function csvField(value: Cell): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document: header line then records, CRLF line ends as RFC 4180 asks. */
export function renderCsv(header: readonly string[], records: readonly (readonly Cell[])[]): string {
  return [header, ...records].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
