// The testimonials carousel and the core load lazily; loading them here first keeps those imports from
// outliving a test on a cold module cache.
import '@clinic/core';
import './features/home/testimonials/testimonials-carousel';
import { describe, expect, it } from 'vitest';
import { pageContentOf, render } from './entry-server';

// Issue #37, decision 98: what the build writes for a Spanish or Armenian address is the page in that language,
// the content its bands read below the hero included (the prerender waits for it).
describe('the prerendered page in its language', () => {
  it.each([
    ['/es', ['CUIDE SU SALUD CON ATENCIÓN EXPERTA', 'POR QUÉ NOS ELIGEN LOS PACIENTES', 'Hipertensión', 'Tres clínicas convenientes']],
    ['/hy', ['ԻՆՉՈՒ ԵՆ ՊԱՑԻԵՆՏՆԵՐԸ ԸՆՏՐՈՒՄ ՄԵԶ', 'Զարկերակային գերճնշում', 'Երեք հարմար կլինիկա']],
    ['/hy/services/diabetes', ['Շաքարային դիաբետ', 'Ինչ սպասել', 'Դիաբետով կամ նախադիաբետով մեծահասակներ']],
    ['/es/services', ['Nuestros servicios', 'Atención de enfermedades crónicas']],
  ])(
    '%s holds its body in its language',
    async (path, texts) => {
      const html = await render(path);
      for (const text of texts) expect(html).toContain(text);
      expect(html).not.toContain('WHY PATIENTS CHOOSE US');
    },
    20_000,
  );

  it('names the content chunks a page reads in its language, and only those', async () => {
    await render('/hy/services/diabetes');
    expect(pageContentOf('/hy/services/diabetes')).toEqual(['src/content/service-titles.hy.ts', 'src/content/services.data.hy.ts']);
    await render('/services/diabetes');
    expect(pageContentOf('/services/diabetes')).toEqual(['src/content/service-titles.ts', 'src/content/services.data.ts']);
  }, 20_000);
});
