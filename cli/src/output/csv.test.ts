import { describe, expect, it } from 'vitest';
import { csvField, renderCsv } from './csv';

describe('CSV per RFC 4180', () => {
  it('quotes fields holding a comma, a quote or a line break, doubling quotes', () => {
    expect(csvField('214 N Central Ave, Glendale')).toBe('"214 N Central Ave, Glendale"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
    expect(csvField(30)).toBe('30');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('ends every record, the header included, with CRLF', () => {
    expect(
      renderCsv(
        ['id', 'name'],
        [
          ['1', 'Glendale'],
          ['2', 'La Canada'],
        ],
      ),
    ).toBe('id,name\r\n1,Glendale\r\n2,La Canada\r\n');
  });
});
