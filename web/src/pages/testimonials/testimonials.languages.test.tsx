import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../i18n/languages';
import { englishLeft, renderedTexts } from '../../test-support/page-texts';
import { renderApp } from '../../test-support/render-app';

const STORY = { id: 7, platform: 'google', name: 'Maria G.', rating: 5, comment: 'Great care.', location: 'Glendale', is_public: true };

/** GET /api/testimonials?page=N answering page `page` of `total` stories, with one story on it when there are any. */
function answerPages(total: number, page = 1) {
  const body = { success: true, data: { testimonials: total ? [STORY] : [], page, pageSize: 10, total } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
  );
}

afterEach(() => vi.unstubAllGlobals());

// Issue #37: the testimonials page's frame in the page's language; the stories are patients' words and stay.
describe.each<[Language, string]>([
  ['es', 'Lo que dicen nuestros pacientes'],
  ['hy', 'Ինչ են ասում մեր պացիենտները'],
])('%s /testimonials', (language, h1) => {
  it('is in the page language from its h1 on, the empty state too', async () => {
    answerPages(0);
    const ready = () => screen.findByText(/Patient stories will appear here soon|Pronto aparecerán|շուտով կհայտնվեն/);
    const english = await renderedTexts('/testimonials', 'en', ready);
    const translated = await renderedTexts(`/${language}/testimonials`, language, ready);
    expect(translated.headings[0]).toBe(h1);
    expect(englishLeft(language, translated.texts, english.texts)).toEqual([]);
  }, 20_000);
});

describe('the testimonials pages in Spanish and Armenian', () => {
  it('names the pages of stories and the five-star reviews in Spanish', async () => {
    answerPages(30, 2);
    renderApp('/es/testimonials?page=2');
    await screen.findByRole('heading', { level: 1, name: 'Lo que dicen nuestros pacientes' }, { timeout: 10_000 });
    const pager = await screen.findByRole('navigation', { name: 'Páginas de historias de pacientes' });
    expect(pager).toHaveTextContent('Historias más recientesPágina 2 de 3Historias anteriores');
    expect(screen.getByText(/^más de 1\.?400 reseñas de cinco estrellas en todas nuestras clínicas$/)).toBeInTheDocument();
    expect(document.title).toBe('Testimonios de pacientes | Foothill Primary Care');
  });

  it('words the cards’ badge, source and stars in Armenian, the story as the patient wrote it', async () => {
    answerPages(1);
    renderApp('/hy/testimonials');
    const card = (await screen.findByRole('heading', { level: 3, name: 'Maria G.' }, { timeout: 10_000 })).closest('article')!;
    expect(within(card).getByText('ՀԱՍՏԱՏՎԱԾ ՊԱՑԻԵՆՏ')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Կարծիք՝ Google' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '5 աստղ 5-ից' })).toHaveTextContent('★★★★★');
    expect(card).toHaveTextContent('“Great care.”');
  });
});
