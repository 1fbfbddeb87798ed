import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/translation-glossary.md: one word per concept in each language. This holds the variants the glossary rejects
// out of the translations: the web's and the core's catalogs and the translated content.
const repo = join(import.meta.dirname, '../../..');
const contentDir = join(repo, 'web/src/content');

function translations(language: 'es' | 'hy'): { file: string; lines: string[] }[] {
  const content = readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(`.${language}.ts`))
    .map((file) => join(contentDir, file));
  return [
    join(repo, `web/src/i18n/catalogs/web.${language}.json`),
    join(repo, `core/src/i18n/catalogs/core.${language}.ts`),
    ...content,
  ].map((file) => ({
    file: relative(repo, file),
    lines: readFileSync(file, 'utf8').split('\n'),
  }));
}

/** Each line of the translations that uses a rejected variant, with the glossary's word for it. */
function rejected(language: 'es' | 'hy', variants: readonly [RegExp, string][]): string[] {
  return translations(language).flatMap(({ file, lines }) =>
    lines.flatMap((line, index) =>
      variants.filter(([variant]) => variant.test(line)).map(([variant, word]) => `${file}:${index + 1}: ${variant.source} → ${word}`),
    ),
  );
}

describe('the translation glossary', () => {
  it('Spanish: "profesional de la salud", "horario", "programar", "compañía de seguros" and "horario de atención", one word each', () => {
    expect(
      rejected('es', [
        // The terms of use's "sus proveedores" are suppliers, another concept.
        [/\bproveedor(es)?\b(?<!sus proveedores)/i, 'profesional de la salud'],
        [/\bprofesional(es)? de salud\b/i, 'profesional de la salud'],
        [/\bhoras? (disponibles?|más tempranas?|más próximas?)\b|\b(nueva|otra|una) hora\b(?! del)/i, 'horario'],
        // "Todos los derechos reservados" and "Nos reservamos el derecho" are no booking.
        [/\breserv(a|ar|e|en|an|ada|ado|ó|é|as)\b/i, 'programar'],
        [/\baseguradoras?\b/i, 'compañía de seguros'],
        [/\bhorarios? de oficina\b/i, 'horario de atención'],
      ]),
    ).toEqual([]);
  });

  it('Armenian: "բուժաշխատող" for a provider, in the search box too, and "գրանցվել" for booking', () => {
    expect(rejected('hy', [[/ամրագր/, 'գրանցել']])).toEqual([]);
    // "Մասնագետ" is a specialist ("նեղ մասնագետ" in the content): never the provider the dialog and the manage page name.
    const catalog = readFileSync(join(repo, 'web/src/i18n/catalogs/web.hy.json'), 'utf8').split('\n');
    expect(catalog.filter((line) => /^\s*"(booking|manage|search|offer|waitlist)\./.test(line) && /մասնագետ/i.test(line))).toEqual([]);
    // The search box finds every provider, not physicians only ("բժիշկ").
    expect(catalog.filter((line) => /^\s*"search\.(placeholder|label)"/.test(line) && /բժիշկ/.test(line))).toEqual([]);
  });
});
