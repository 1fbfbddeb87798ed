/**
 * Parses RFC 4180 CSV (quoted fields may hold commas, doubled quotes and line breaks; CRLF or LF) into
 * records keyed by the header row. A BOM, as spreadsheet exports write, is dropped.
 */
export function parseCsv(text: string): Record<string, string>[] {
  const rows = csvRows(text.replace(/^\uFEFF/, ''));
  const [header, ...records] = rows;
  if (!header) return [];
  const keys = header.map((h) => h.trim());
  return records
    .filter((r) => r.some((cell) => cell.trim() !== ''))
    .map((r) => Object.fromEntries(keys.map((key, i) => [key, r[i] ?? ''])));
}

function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (quoted) throw new Error('a quoted field is not closed');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
