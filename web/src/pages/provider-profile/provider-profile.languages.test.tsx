import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../i18n/languages';
import { englishLeft, renderedTexts } from '../../test-support/page-texts';
import { renderApp } from '../../test-support/render-app';

// Issue #37: a provider's profile in the page's language, their name, degrees and schools as they are.
describe.each<[Language, string, string]>([
  ['es', '/provider/elena-vasquez-md', 'Acerca de Elena Vasquez, MD'],
  ['hy', '/provider/ani-grigoryan-fnp-c', 'Մասնագետի մասին՝ Ani Grigoryan, FNP-C'],
  ['es', '/provider/armen-petrosyan-md', 'Acerca de Armen Petrosyan, MD'],
  ['hy', '/provider/kevin-nguyen-pa-c', 'Մասնագետի մասին՝ Kevin Nguyen, PA-C'],
])('%s %s', (language, path, about) => {
  it('is in the page language from its h1 on, names aside', async () => {
    const english = await renderedTexts(path, 'en');
    const translated = await renderedTexts(`/${language}${path}`, language);
    expect(translated.headings).toContain(about);
    expect(englishLeft(language, translated.texts, english.texts)).toEqual([]);
  }, 20_000);
});

describe('a provider profile in Spanish and Armenian', () => {
  it('gives the credential, education, languages and bio in Spanish, schools and degrees as they are', async () => {
    renderApp('/es/provider/elena-vasquez-md');
    await screen.findByRole('heading', { level: 1, name: 'Elena Vasquez, MD' }, { timeout: 10_000 });
    expect(screen.getByText('Certificación de la junta en medicina interna')).toBeInTheDocument();
    expect(
      screen.getByText('MD, UC San Diego School of Medicine; residencia en medicina interna, Harbor-UCLA Medical Center'),
    ).toBeInTheDocument();
    expect(screen.getByText('inglés, español')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clínica de Glendale' })).toHaveAttribute('href', '/es/locations/glendale');
    expect(screen.getByText(/^La Dra\. Vasquez valora las relaciones/)).toBeInTheDocument();
    expect(screen.getByText(/^Elena atiende a pacientes en nuestro consultorio de Glendale, de lunes a viernes\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pida una cita con Elena Vasquez, MD' })).toBeInTheDocument();
    expect(document.title).toBe('Elena Vasquez, MD, Internista y médico de atención primaria | Foothill Primary Care');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('en nuestra clínica de Glendale. Enfoque: Diabetes, salud de la mujer'),
    );
  });

  it('gives the bio in Armenian and sends the concierge-only provider to the concierge page', async () => {
    renderApp('/hy/provider/armen-petrosyan-md');
    await screen.findByRole('heading', { level: 1, name: 'Armen Petrosyan, MD' }, { timeout: 10_000 });
    expect(screen.getByText(/^Դոկտոր Պետրոսյանն ավելի քան տասնհինգ տարի/)).toBeInTheDocument();
    expect(screen.getByText('Կոնսիերժ բժշկություն, բարդ քրոնիկ հիվանդություններ, ղեկավարների առողջություն')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Գրանցվել կոնսիերժ խորհրդատվության' })).toHaveAttribute('href', '/hy/concierge-medicine');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/hy\/provider\/armen-petrosyan-md$/);
  });
});
