/** A cell value; numbers stay numbers in --json. */
export type Cell = string | number;

/** One column of a listing: its JSON/CSV key, its table header and how to read it from a row. */
export interface Column<T> {
  key: string;
  header: string;
  value(row: T): Cell;
  align?: 'left' | 'right';
}

/** Rows under one JSON key; `title` is the table heading when a listing has several groups. */
interface RowGroup<T> {
  key: string;
  title: string;
  rows: readonly T[];
}

/** Everything a command prints, whatever the format. */
export interface Listing<T> {
  columns: readonly Column<T>[];
  groups: readonly RowGroup<T>[];
  /** Scalars put first in --json (the date window, the department). */
  meta?: Record<string, Cell>;
  /** A line above the table, e.g. "Open slots 12/01/2025 – 03/01/2026 · Glendale". */
  caption?: string;
  /** What the table shows instead of an empty group. */
  empty: string;
}

export type OutputFormat = 'table' | 'json' | 'csv';

/** A listing with a single group of rows. */
export function singleListing<T>(
  key: string,
  columns: readonly Column<T>[],
  rows: readonly T[],
  extra: Pick<Listing<T>, 'meta' | 'caption' | 'empty'>,
): Listing<T> {
  return { columns, groups: [{ key, title: key, rows }], ...extra };
}

/** The row as a plain object keyed like the columns; the --json and --csv record shape. */
export function toRecord<T>(columns: readonly Column<T>[], row: T): Record<string, Cell> {
  return Object.fromEntries(columns.map((c) => [c.key, c.value(row)]));
}

/** `{ key, key, … }` in a help line, so the documented --json shape always matches the code. */
export function describeJsonShape<T>(
  listing: Pick<Listing<T>, 'columns'>,
  groupKeys: readonly string[],
  metaKeys: readonly string[] = [],
): string {
  const record = `{${listing.columns.map((c) => c.key).join(', ')}}`;
  const groups = groupKeys.map((k) => `"${k}": [${record}, …]`);
  return `{${[...metaKeys.map((k) => `"${k}"`), ...groups].join(', ')}}`;
}
