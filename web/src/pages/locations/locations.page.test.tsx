import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordDialogEvents } from '../../test-support/dialog-events';
import { observeViewportByHand } from '../../test-support/intersection-observer';
import { renderPage } from '../../test-support/render-page';
import LocationsPage from './locations.page';

describe('locations page', () => {
  it('shows Glendale, La Canada and Burbank cards with a lazy titled map, a new-tab address link, a tel link and hours', () => {
    renderPage(LocationsPage, '/locations');
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Glendale', 'La Canada', 'Burbank']);
    const burbank = within(cards[2] as HTMLElement);
    const map = cards[2]?.querySelector('iframe');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map?.getAttribute('title')).toContain('3808 W. Riverside Dr Ste 120, Burbank CA 91505');
    const address = burbank.getByRole('link', { name: /3808 W\. Riverside Dr Ste 120, Burbank CA 91505/ });
    expect(address).toHaveAttribute('target', '_blank');
    expect(address).toHaveAttribute('rel', 'noopener noreferrer');
    expect(burbank.getByRole('link', { name: '(818) 555-0142' })).toHaveAttribute('href', 'tel:+18185550142');
    expect(cards[2]).toHaveTextContent('Monday-Friday 8:00 AM-12:00 PM and 1:00 PM-5:00 PM');
    expect(burbank.getByRole('link', { name: 'About our Burbank clinic' })).toHaveAttribute('href', '/locations/burbank');
  });

  it("BOOK ONLINE on a card opens the dialog with that clinic's department", async () => {
    const received = recordDialogEvents();
    renderPage(LocationsPage, '/locations');
    await userEvent.click(screen.getByRole('button', { name: 'BOOK ONLINE at La Canada' }));
    expect(received).toEqual([{ departmentId: '3' }]);
  });

  describe('maps (decision 73)', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('adds each map frame only once its box nears the viewport, so no map is fetched before the first paint', () => {
      const viewport = observeViewportByHand();
      renderPage(LocationsPage, '/locations');
      expect(document.querySelectorAll('iframe')).toHaveLength(0);
      expect(viewport.watched().map(([margin]) => margin)).toEqual(['200px 0px', '200px 0px', '200px 0px']);
      act(() => viewport.comeNear());
      expect(Array.from(document.querySelectorAll('iframe'), (f) => f.title)).toEqual([
        expect.stringContaining('Glendale'),
        expect.stringContaining('La Canada'),
        expect.stringContaining('Burbank'),
      ]);
    });
  });
});
