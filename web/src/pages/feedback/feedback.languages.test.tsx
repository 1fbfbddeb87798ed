import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../i18n/languages';
import { englishLeft, renderedTexts } from '../../test-support/page-texts';
import { activateCatalog } from '../../test-support/catalogs';
import { FeedbackForm } from './feedback-form';

// Issue #37: the feedback form in the page's language, its server's refusals in the core's words for that language.
describe.each<[Language, string]>([
  ['es', 'Comparta su opinión'],
  ['hy', 'Կիսվեք ձեր կարծիքով'],
])('%s /feedback', (language, h1) => {
  it('is in the page language from its h1 on, the form’s labels and choices too', async () => {
    const english = await renderedTexts('/feedback', 'en');
    const translated = await renderedTexts(`/${language}/feedback`, language);
    expect(translated.headings[0]).toBe(h1);
    expect(englishLeft(language, translated.texts, english.texts)).toEqual([]);
  }, 20_000);
});

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

async function sendIn(language: Language, fetchImpl: typeof fetch, rating: string, comments: string, send: string) {
  activateCatalog(language);
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <FeedbackForm fetchImpl={fetchImpl} />
    </MemoryRouter>,
  );
  await user.click(screen.getByRole('radio', { name: rating }));
  await user.click(screen.getByRole('textbox', { name: comments }));
  await user.paste('Bien.');
  await user.click(screen.getByRole('button', { name: send }));
}

describe('the feedback form in Spanish and Armenian', () => {
  it('says in Spanish that it was received, with the phone', async () => {
    await sendIn('es', answer(201, { success: true }), 'Buena', 'Sus comentarios', 'Enviar mi opinión');
    expect(await screen.findByRole('heading', { name: 'Gracias por su opinión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(818) 555-0142' }).closest('p')).toHaveTextContent(
      'La recibimos, y nuestro equipo lee cada mensaje. Si necesita una respuesta, llámenos al (818) 555-0142.',
    );
  });

  it('words the server’s refusal in Spanish from the core’s catalog', async () => {
    await sendIn(
      'es',
      answer(400, { success: false, error: 'Please write your comments.' }),
      'Buena',
      'Sus comentarios',
      'Enviar mi opinión',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Escriba sus comentarios.');
  });

  it('says in Armenian that it could not send, the text kept', async () => {
    await sendIn('hy', answer(503, { success: false }), 'Լավ', 'Ձեր մեկնաբանությունները', 'Ուղարկել իմ կարծիքը');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Չհաջողվեց ուղարկել ձեր կարծիքը։/);
    expect(screen.getByRole('textbox', { name: 'Ձեր մեկնաբանությունները' })).toHaveValue('Bien.');
  });
});
