import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test-support/render-app';

// Issue #37: the concierge and IV therapy pages read their tiers and drips from the translations beside them
// (decision 98) and their frame from the page namespace.
describe('the concierge and IV therapy pages in Spanish and Armenian', () => {
  it('shows the concierge page in Spanish, the phone still tap-to-call', async () => {
    renderApp('/es/concierge-medicine');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toHaveTextContent('Medicina concierge');
    expect(document.title).toBe('Medicina concierge | Foothill Primary Care');
    expect(screen.getByText(/La medicina concierge es un modelo de atención primaria por membresía/)).toBeInTheDocument();
    const tiers = document.getElementById('membership-tiers') as HTMLElement;
    expect(within(tiers).getByRole('heading', { name: 'Preferente' })).toBeInTheDocument();
    expect(within(tiers).getByRole('link', { name: '(818) 555-0142' })).toHaveAttribute('href', 'tel:+18185550142');
  });

  it('shows the concierge page in Armenian', async () => {
    renderApp('/hy/concierge-medicine');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toHaveTextContent('Կոնսիերժ բժշկություն');
    expect(screen.getByText(/Կոնսիերժ բժշկությունը առաջնային բժշկական օգնության անդամակցային մոդել է/)).toBeInTheDocument();
    expect(screen.getByText(/Կոնսիերժ ծրագրի անդամներ՝ օգտվեք հատուկ գներից/)).toBeInTheDocument();
  });

  it('shows the IV menu in Spanish', async () => {
    renderApp('/es/iv-therapy');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toHaveTextContent('Menú de terapia intravenosa');
    expect(document.title).toBe('Menú de terapia intravenosa | Foothill Primary Care');
    expect(screen.getByText(/No sustituye las vacunas ni el tratamiento de una enfermedad/)).toBeInTheDocument();
  });

  it('shows the IV menu in Armenian, linking to the article by its Armenian title', async () => {
    renderApp('/hy/iv-therapy');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toHaveTextContent('Ներերակային թերապիայի ցանկ');
    expect(screen.getByRole('heading', { name: 'Մայերսի կոկտեյլ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ներերակային վիտամինային թերապիա՝ արդյո՞ք այն Ձեզ համար է' })).toHaveAttribute(
      'href',
      '/hy/blog/iv-vitamin-therapy-is-it-right-for-you',
    );
  });
});
