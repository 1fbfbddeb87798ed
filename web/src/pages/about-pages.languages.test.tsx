import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faqContent } from '../content/page-content';
import { renderApp } from '../test-support/render-app';

// Issue #37: the practice's own pages (about, vision, contact, press) speak the page's language, from the page
// namespace of the web catalogs (decision 98's short strings).
const heading = () => screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });

describe('the about pages in Spanish and Armenian', () => {
  it('tells the practice’s story in Spanish, its figures in Spanish', async () => {
    renderApp('/es/about');
    expect(await heading()).toHaveTextContent('Conozca Foothill Primary Care');
    expect(screen.getByText(/ha atendido a más de 26\.000 pacientes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'visión, misión y valores' })).toHaveAttribute('href', '/es/vision-mission-values');
    expect(document.title).toBe('Quiénes somos | Foothill Primary Care');
  });

  it('tells the practice’s story in Armenian', async () => {
    renderApp('/hy/about');
    expect(await heading()).toHaveTextContent('Foothill Primary Care-ի մասին');
    expect(screen.getByText(/սկսվել է որպես ներքին հիվանդությունների մեկ գրասենյակ Գլենդեյլում/)).toBeInTheDocument();
    expect(document.title).toBe('Մեր մասին | Foothill Primary Care');
  });
});

describe('the vision, mission and values in Spanish and Armenian', () => {
  it('names the values in Spanish', async () => {
    renderApp('/es/vision-mission-values');
    expect(await heading()).toHaveTextContent('Visión, misión y valores');
    expect(screen.getByText(/nunca prometemos lo que la medicina no puede lograr/)).toBeInTheDocument();
    expect(document.title).toBe('Visión, misión y valores | Foothill Primary Care');
  });

  it('names the values in Armenian', async () => {
    renderApp('/hy/vision-mission-values');
    expect(await heading()).toHaveTextContent('Տեսլական, առաքելություն և արժեքներ');
    expect(screen.getByRole('heading', { name: 'Կարեկցանք' })).toBeInTheDocument();
    expect(screen.getByText(/Համայնք, որտեղ յուրաքանչյուր չափահաս ունի վստահելի/)).toBeInTheDocument();
  });
});

describe('the contact page in Spanish and Armenian', () => {
  it('asks in Spanish for no medical details by e-mail, and answers the FAQ in Spanish', async () => {
    // In before the page renders, as the prerender has it: the FAQ is read below the fold and would otherwise
    // download as the page hydrates, which a busy test machine can take seconds to resume.
    await faqContent.load('es');
    renderApp('/es/contact');
    expect(await heading()).toHaveTextContent('Contáctenos');
    expect(screen.getByText(/no envíe por correo electrónico información médica/)).toBeInTheDocument();
    expect(screen.getByText('¿Están aceptando pacientes nuevos?')).toBeInTheDocument();
  });

  it('gives the phone in an Armenian sentence', async () => {
    renderApp('/hy/contact');
    expect(await heading()).toHaveTextContent('Կապ մեզ հետ');
    expect(screen.getByText(/Շտապ բժշկական դեպքում զանգահարեք 911/)).toBeInTheDocument();
    expect(document.title).toBe('Կապ մեզ հետ | Foothill Primary Care');
  });
});

describe('the press page in Spanish and Armenian', () => {
  it('gives the media contacts in a Spanish sentence', async () => {
    renderApp('/es/press');
    expect(await heading()).toHaveTextContent('Prensa y reconocimientos');
    expect(screen.getByText(/Nunca hablamos de pacientes individuales/)).toHaveTextContent(
      'pueden comunicarse con la oficina de nuestra práctica médica al (818) 555-0142 o en info@foothillprimarycare.com.',
    );
    expect(document.title).toBe('Prensa | Foothill Primary Care');
  });

  it('gives the fast facts in Armenian', async () => {
    renderApp('/hy/press');
    expect(await heading()).toHaveTextContent('Մամուլ և ճանաչում');
    expect(screen.getByText(/Երեք կլինիկա՝ Գլենդեյլում, Բըրբանքում և Լա Կանյադայում/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@foothillprimarycare.com' })).toHaveAttribute(
      'href',
      'mailto:info@foothillprimarycare.com',
    );
  });
});
