import type { Column } from './listing';

const BOLD = '\u001b[1m';
const RESET = '\u001b[0m';

/** Bold on a colour terminal, plain text otherwise. */
export function bold(text: string, colour: boolean): string {
  return colour ? `${BOLD}${text}${RESET}` : text;
}

/** An aligned text table: one header row, columns two spaces apart, numbers right-aligned, no trailing blanks. */
export function renderTable<T>(columns: readonly Column<T>[], rows: readonly T[], colour: boolean): string {
  const cells = rows.map((row) => columns.map((c) => String(c.value(row))));
  const widths = columns.map((c, i) => Math.max(c.header.length, ...cells.map((r) => (r[i] ?? '').length)));
  const line = (values: readonly string[]) =>
    values
      .map((v, i) => (columns[i]?.align === 'right' ? v.padStart(widths[i] ?? 0) : v.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const header = line(columns.map((c) => c.header));
  return [bold(header, colour), ...cells.map(line)].join('\n') + '\n';
}
