import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { REASONS } from '../../../content/home/why-us';
import { insurers } from '../../../content/insurers';
import { InsuranceSection } from './insurance-section';

const renderSection = () =>
  render(
    <MemoryRouter>
      <InsuranceSection insurers={insurers} reasons={REASONS} />
    </MemoryRouter>,
  );

describe('the insurance logo marquee', () => {
  it('names each of the seven insurers once to assistive technology, although the belt repeats them', () => {
    renderSection();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(insurers.map((i) => i.name));
    expect(insurers).toHaveLength(7);
  });

  it('can be paused and started again from the keyboard (WCAG 2.2.2)', async () => {
    renderSection();
    const toggle = screen.getByRole('button', { name: 'Pause logo animation' });
    toggle.focus();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.querySelector('[class*="paused"]')).not.toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.querySelector('[class*="paused"]')).toBeNull();
  });
});
