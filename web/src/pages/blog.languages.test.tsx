import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allergySeasonContent } from '../content/page-content';
import { renderApp } from '../test-support/render-app';

// Issue #37: the blog's list and its articles read the translations beside each article (decision 98) and speak
// the page language around them.
describe('the blog in Spanish and Armenian', () => {
  it('lists the articles in Spanish, each linked by its Spanish title', async () => {
    renderApp('/es/blog');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toHaveTextContent(
      'Los consejos de salud y noticias más recientes',
    );
    expect(screen.getByRole('link', { name: 'Leer: Llegó la temporada de alergias: cómo puede reducir el moqueo' })).toHaveAttribute(
      'href',
      '/es/blog/its-allergy-season-how-you-can-reduce-the-sniffling',
    );
    expect(document.title).toBe('Consejos de salud y noticias | Foothill Primary Care');
  });

  it('shows an article in Armenian with its disclaimer and call to action in Armenian', async () => {
    // In before the page renders, as the prerender has it: the body is read below the title and would otherwise
    // download as the page hydrates.
    await allergySeasonContent.load('hy');
    renderApp('/hy/blog/its-allergy-season-how-you-can-reduce-the-sniffling');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toHaveTextContent(
      'Ալերգիաների սեզոնն է՝ ինչպես նվազեցնել քթահոսությունը',
    );
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('Հարավային Կալիֆոռնիայում կարող է թվալ');
    expect(within(article).getByText(/բժշկական խորհուրդ չէ/)).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Հարցեր ունե՞ք Ձեր առողջության մասին' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Նկարազարդում հոդվածի համար՝ Ալերգիաների սեզոնն է/ })).toBeInTheDocument();
  });

  it('says an unknown article is not found in the page language', async () => {
    renderApp('/es/blog/no-such-article');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toHaveTextContent('Página no encontrada');
  });
});
