import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../i18n/languages';
import { englishLeft, renderedTexts } from '../../test-support/page-texts';
import { renderApp } from '../../test-support/render-app';

// Issue #37: each clinic's own page in the page's language; the clinic's name, address and phone as they are.
describe.each<[Language, string, string]>([
  ['es', '/locations/glendale', 'Atención primaria en Glendale'],
  ['hy', '/locations/glendale', 'Առաջնային բժշկական օգնություն Գլենդեյլում'],
  ['es', '/locations/la-canada', 'Atención primaria en La Canada'],
  ['hy', '/locations/burbank', 'Առաջնային բժշկական օգնություն Բըրբանքում'],
])('%s %s', (language, path, h1) => {
  it('is in the page language from its h1 on, names and addresses aside', async () => {
    const english = await renderedTexts(path, 'en');
    const translated = await renderedTexts(`/${language}${path}`, language);
    expect(translated.headings[0]).toBe(h1);
    expect(englishLeft(language, translated.texts, english.texts)).toEqual([]);
  }, 20_000);
});

describe('a clinic page in Spanish and Armenian', () => {
  it('gives directions, the reviews link and the meta in Spanish', async () => {
    renderApp('/es/locations/burbank');
    await screen.findByRole('heading', { level: 1, name: 'Atención primaria en Burbank' }, { timeout: 10_000 });
    expect(screen.getByText(/^Al llegar, busque la Suite 120\./)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Lea las reseñas de nuestra clínica de Burbank (se abre en una pestaña nueva)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Profesionales de la salud de nuestra clínica de Burbank' })).toBeInTheDocument();
    expect(document.title).toBe('Atención primaria en Burbank | Foothill Primary Care');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Nuestra clínica de Burbank en 3808 W. Riverside Dr Ste 120, Burbank CA 91505. Llame al (818) 555-0142 o pida su cita en línea.',
    );
  });

  it('names the clinic’s providers under an Armenian heading', async () => {
    renderApp('/hy/locations/la-canada');
    await screen.findByRole('heading', { level: 1, name: 'Առաջնային բժշկական օգնություն Լա Կանյադայում' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 2, name: 'Մեր Լա Կանյադայի կլինիկայի բուժաշխատողները' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Sarah Mitchell, DO' })).toBeInTheDocument();
    expect(document.title).toBe('Առաջնային բժշկական օգնություն Լա Կանյադայում | Foothill Primary Care');
  });
});
