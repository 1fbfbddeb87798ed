import { colourAllowed, type CliIo } from '../io';
import { renderCsv } from './csv';
import { toRecord, type Cell, type Column, type Listing, type OutputFormat } from './listing';
import { bold, renderTable } from './table';
import { terminalJson, terminalText, type TextLayout } from './terminal-text';

/** Writes a listing to stdout as an aligned table, --json or --csv; nothing else ever goes to stdout. */
export function printListing<T>(io: CliIo, format: OutputFormat, listing: Listing<T>): void {
  io.stdout.write(renderListing(format, listing, colourAllowed(io, io.stdout)));
}

function renderListing<T>(format: OutputFormat, listing: Listing<T>, colour: boolean): string {
  if (format === 'json') return terminalJson(jsonOf(listing));
  if (format === 'csv') return csvOf({ ...listing, columns: printableColumns(listing.columns, 'multi-line') });
  return tableOf({ ...listing, columns: printableColumns(listing.columns, 'one-line') }, colour);
}

// Cells hold what patients and reviewers typed: made printable once, here, for the table and CSV alike.
function printableColumns<T>(columns: readonly Column<T>[], layout: TextLayout): Column<T>[] {
  return columns.map((column) => ({
    ...column,
    value: (row: T) => {
      const cell = column.value(row);
      return typeof cell === 'string' ? terminalText(cell, layout) : cell;
    },
  }));
}

function jsonOf<T>(listing: Listing<T>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...listing.meta };
  for (const g of listing.groups) out[g.key] = g.rows.map((row) => toRecord(listing.columns, row));
  return out;
}

// Several groups share one sheet, told apart by a leading column named after the group key.
function csvOf<T>(listing: Listing<T>): string {
  const grouped = listing.groups.length > 1;
  const header = [...(grouped ? ['group'] : []), ...listing.columns.map((c) => c.key)];
  const records = listing.groups.flatMap((g) =>
    g.rows.map((row): Cell[] => [...(grouped ? [g.key] : []), ...listing.columns.map((c) => c.value(row))]),
  );
  return renderCsv(header, records);
}

function tableOf<T>(listing: Listing<T>, colour: boolean): string {
  const grouped = listing.groups.length > 1;
  const blocks = listing.groups.map((g) => {
    const title = grouped ? `${bold(`${g.title} (${g.rows.length})`, colour)}\n` : '';
    return title + (g.rows.length > 0 ? renderTable(listing.columns, g.rows, colour) : `${listing.empty}\n`);
  });
  // Groups are separated by a blank line; so is the caption from the first group's heading.
  const caption = listing.caption ? `${listing.caption}\n${grouped ? '\n' : ''}` : '';
  return caption + blocks.join('\n');
}
