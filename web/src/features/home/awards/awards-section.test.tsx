import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { awards } from '../../../content/awards';
import { renderAt } from '../../../test-support/render-home';
import { AwardsSection } from './awards-section';

describe('Awards and Recognition', () => {
  it('shows the spec heading and six badges, each a link opening in a new tab', () => {
    renderAt(<AwardsSection awards={awards} />);
    expect(screen.getByRole('heading', { name: 'AWARDS AND RECOGNITION' })).toBeInTheDocument();
    expect(screen.getByText('Celebrating Excellence in Healthcare')).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(6);
    for (const [i, link] of links.entries()) {
      expect(link).toHaveAttribute('href', awards[i]?.href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(`${awards[i]?.name} (opens in a new tab)`);
    }
  });

  it('hides the duplicated set used by the narrow-screen loop from assistive technology and the tab order', () => {
    renderAt(<AwardsSection awards={awards} />);
    const lists = within(screen.getByTestId('awards-strip')).getAllByRole('list', { hidden: true });
    expect(lists).toHaveLength(2);
    expect(lists[1]).toHaveAttribute('aria-hidden', 'true');
    const copies = within(lists[1] as HTMLElement).getAllByRole('link', { hidden: true });
    expect(copies).toHaveLength(6);
    for (const link of copies) expect(link).toHaveAttribute('tabindex', '-1');
  });

  it('draws the badges at 110 px', () => {
    renderAt(<AwardsSection awards={awards} />);
    const img = screen.getAllByRole('img')[0];
    expect(img).toHaveAttribute('width', '110');
    expect(img).toHaveAttribute('height', '110');
  });
});

describe('the awards loop pause control', () => {
  it('pauses and restarts the narrow-screen loop from the keyboard (WCAG 2.2.2)', async () => {
    renderAt(<AwardsSection awards={awards} />, { width: 375 });
    const toggle = screen.getByRole('button', { name: 'Pause awards animation' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('awards-strip').className).toMatch(/paused/);
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('awards-strip').className).not.toMatch(/paused/);
  });
});
