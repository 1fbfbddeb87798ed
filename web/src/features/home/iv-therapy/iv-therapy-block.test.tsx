import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countDialogOpens, renderAt } from '../../../test-support/render-home';
import { IvTherapyBlock } from './iv-therapy-block';

const CONCIERGE_NOTE = 'Concierge Members: Enjoy special pricing and IV sessions based on your membership tier.';

describe('IV therapy block', () => {
  it('shows the four headings, the tagline and the menu link', () => {
    renderAt(<IvTherapyBlock />);
    for (const name of ['ANTIOXIDANTS', 'VITAMINS', 'MINERALS', 'ELECTROLYTES']) {
      expect(screen.getByRole('heading', { name, level: 3 })).toBeInTheDocument();
    }
    expect(screen.getByText('Custom IV Therapies for Optimal Health')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VIEW IV THERAPY MENU' })).toHaveAttribute('href', '/iv-therapy');
  });

  it('opens the appointment dialog from BOOK A SESSION', () => {
    const opens = countDialogOpens();
    renderAt(<IvTherapyBlock />);
    fireEvent.click(screen.getByRole('button', { name: 'BOOK A SESSION' }));
    expect(opens.count).toBe(1);
  });

  it('carries the concierge note word for word in both layouts, inside the block and below it', () => {
    renderAt(<IvTherapyBlock />);
    expect(screen.getByTestId('iv-note-narrow')).toHaveTextContent(CONCIERGE_NOTE);
    expect(screen.getByTestId('iv-note-wide')).toHaveTextContent(CONCIERGE_NOTE);
  });

  it('has no modal: nothing in the spec opens it', () => {
    renderAt(<IvTherapyBlock />);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });
});
