import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCESSIBILITY_SECTIONS, GOVERNING_NOTE } from '../../content/legal/accessibility-statement.hy';
import { ACCESSIBILITY_SECTIONS as ENGLISH_SECTIONS } from '../../content/legal/accessibility-statement';
import { LegalDocument } from './legal-document';

afterEach(cleanup);

describe('a legal document', () => {
  it('in a translation says first that the English version governs', () => {
    const { container } = render(<LegalDocument sections={ACCESSIBILITY_SECTIONS} governingNote={GOVERNING_NOTE} />, {
      wrapper: MemoryRouter,
    });
    expect(container.firstElementChild?.firstElementChild).toHaveTextContent(GOVERNING_NOTE);
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(ACCESSIBILITY_SECTIONS[0]!.heading);
  });

  it('in English starts with its first section', () => {
    const { container } = render(<LegalDocument sections={ENGLISH_SECTIONS} />, { wrapper: MemoryRouter });
    expect(container.firstElementChild?.firstElementChild).toEqual(screen.getAllByRole('heading', { level: 2 })[0]);
  });
});
