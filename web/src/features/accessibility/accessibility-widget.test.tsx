import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test-support/render-app';
import { MODES_STORAGE_KEY } from './settings-storage';
import { SPEECH_CHAR_LIMIT } from './screen-reader';

// jsdom has no speech synthesis: a recording fake stands in for the browser's.
class FakeUtterance {
  onend: (() => void) | null = null;
  lang = '';
  constructor(public text: string) {}
}
const synth = { speaking: false, speak: vi.fn(), cancel: vi.fn() };

beforeEach(() => {
  synth.speaking = false;
  synth.speak.mockClear();
  synth.cancel.mockClear();
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove('a11y-high-contrast', 'a11y-color-inversion');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The panel is a chunk of its own, asked for on the first press (decision 86): wait for it to show.
const panelShown = (scope: Pick<typeof screen, 'findByRole'> = screen) => scope.findByRole('region', { name: 'Accessibility options' });
const openPanel = async (path = '/press') => {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  await view.user.click(screen.getByRole('button', { name: 'Accessibility options' }));
  await panelShown();
  return view;
};
const toggle = (name: string) => screen.getByRole('switch', { name });
const spoken = () => (synth.speak.mock.calls.at(-1)?.[0] as FakeUtterance | undefined)?.text;

describe('accessibility widget', () => {
  it("speaks the Armenian page's language: its panel in Armenian, and the reading in an Armenian voice", async () => {
    const view = renderApp('/hy/press');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    await view.user.click(screen.getByRole('button', { name: 'Մատչելիության կարգավորումներ' }));
    const panel = await screen.findByRole('region', { name: 'Մատչելիության կարգավորումներ' });
    expect(within(panel).getByRole('heading', { name: 'Մատչելիություն' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Վերակայել բոլորը' })).toBeInTheDocument();
    await view.user.click(within(panel).getByRole('switch', { name: 'Էկրանի ընթերցիչ' }));
    const utterance = synth.speak.mock.calls.at(-1)?.[0] as FakeUtterance;
    expect(utterance.lang).toBe('hy');
    expect(utterance.text).toContain(screen.getByRole('heading', { level: 1 }).textContent);
  });

  it('flips High Contrast and Color Inversion independently, and Reset All clears them', async () => {
    const { user } = await openPanel();
    await user.click(toggle('High Contrast'));
    expect(document.documentElement).toHaveClass('a11y-high-contrast');
    expect(document.documentElement).not.toHaveClass('a11y-color-inversion');
    await user.click(toggle('Color Inversion'));
    expect(document.documentElement).toHaveClass('a11y-high-contrast', 'a11y-color-inversion');
    await user.click(toggle('High Contrast'));
    expect(toggle('High Contrast')).toHaveAttribute('aria-checked', 'false');
    expect(toggle('Color Inversion')).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Reset All' }));
    expect(document.documentElement).not.toHaveClass('a11y-color-inversion');
    expect(toggle('Color Inversion')).toHaveAttribute('aria-checked', 'false');
  });

  it('reads the main page text when nothing is selected', async () => {
    const { user } = await openPanel();
    await user.click(toggle('Screen Reader'));
    expect(spoken()).toContain(screen.getByRole('heading', { level: 1 }).textContent);
    expect(toggle('Screen Reader')).toHaveAttribute('aria-checked', 'true');
  });

  it('reads the selected text first', async () => {
    const { user } = await openPanel();
    vi.spyOn(window, 'getSelection').mockReturnValue({ toString: () => 'Just this sentence.' } as Selection);
    await user.click(toggle('Screen Reader'));
    expect(spoken()).toBe('Just this sentence.');
  });

  it('reads at most the first 10,000 characters', async () => {
    const { user } = await openPanel();
    vi.spyOn(window, 'getSelection').mockReturnValue({ toString: () => 'a'.repeat(SPEECH_CHAR_LIMIT + 500) } as Selection);
    await user.click(toggle('Screen Reader'));
    expect(spoken()).toHaveLength(10_000);
  });

  it('cancels speech that is playing instead of starting another', async () => {
    const { user } = await openPanel();
    synth.speaking = true;
    await user.click(toggle('Screen Reader'));
    expect(synth.cancel).toHaveBeenCalled();
    expect(synth.speak).not.toHaveBeenCalled();
    expect(toggle('Screen Reader')).toHaveAttribute('aria-checked', 'false');
  });

  it('toggling off while reading cancels the speech', async () => {
    const { user } = await openPanel();
    await user.click(toggle('Screen Reader'));
    synth.speaking = true;
    await user.click(toggle('Screen Reader'));
    expect(synth.cancel).toHaveBeenCalledTimes(1);
    expect(toggle('Screen Reader')).toHaveAttribute('aria-checked', 'false');
  });

  it('alerts when there is nothing to read', async () => {
    const { user } = await openPanel();
    document.querySelector('main')?.replaceChildren();
    await user.click(toggle('Screen Reader'));
    expect(window.alert).toHaveBeenCalledWith('No content to read or select content to read specific text.');
    expect(synth.speak).not.toHaveBeenCalled();
  });

  it('alerts when the browser has no speech synthesis', async () => {
    vi.unstubAllGlobals();
    const { user } = await openPanel();
    await user.click(toggle('Screen Reader'));
    expect(window.alert).toHaveBeenCalledWith('Screen reader not supported in this browser');
    expect(toggle('Screen Reader')).toHaveAttribute('aria-checked', 'false');
  });
});

describe('accessibility panel', () => {
  const panel = () => screen.queryByRole('region', { name: 'Accessibility options' });

  it('closes on Escape and gives focus back to its button', async () => {
    const { user } = await openPanel();
    await user.keyboard('{Escape}');
    expect(panel()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accessibility options' })).toHaveFocus();
  });

  it('closes on a click outside it, and not on one inside it', async () => {
    const { user } = await openPanel();
    await user.click(screen.getByRole('heading', { name: 'Accessibility' }));
    expect(panel()).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(panel()).not.toBeInTheDocument();
  });
});

describe('remembered settings', () => {
  it('keeps High Contrast and Color Inversion across a reload', async () => {
    const first = await openPanel();
    await first.user.click(toggle('High Contrast'));
    first.unmount();
    document.documentElement.classList.remove('a11y-high-contrast');
    await openPanel();
    expect(toggle('High Contrast')).toHaveAttribute('aria-checked', 'true');
    expect(toggle('Color Inversion')).toHaveAttribute('aria-checked', 'false');
    expect(document.documentElement).toHaveClass('a11y-high-contrast');
  });

  it('forgets them on Reset All', async () => {
    const { user } = await openPanel();
    await user.click(toggle('Color Inversion'));
    await user.click(screen.getByRole('button', { name: 'Reset All' }));
    expect(JSON.parse(localStorage.getItem(MODES_STORAGE_KEY) ?? '{}')).toEqual({ highContrast: false, colorInversion: false });
  });

  it('starts with every mode off when the stored value is damaged', async () => {
    localStorage.setItem(MODES_STORAGE_KEY, '{"highContrast": "yes", oops');
    await openPanel();
    await waitFor(() => expect(toggle('High Contrast')).toHaveAttribute('aria-checked', 'false'));
    expect(document.documentElement).not.toHaveClass('a11y-high-contrast');
  });
});

// Issue #35 point 4: with a dialog open the floating button is behind it, and the reader read the page behind.
describe('the accessibility options inside a dialog', () => {
  const openBooking = async () => {
    const view = renderApp('/press');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    await view.user.click(screen.getAllByRole('button', { name: 'Book an Appointment' })[0]!);
    // The dialog itself, not its frame ("Loading..."), which it replaces once its code is in: its steps show.
    await screen.findByText('Choose a time', undefined, { timeout: 10_000 });
    const dialog = screen.getByRole('dialog', { name: 'Book Appointment' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Accessibility options' }));
    await panelShown(within(dialog));
    return { ...view, dialog };
  };

  it('are the same settings as the floating widget’s, both ways', async () => {
    const { user, dialog } = await openBooking();
    await user.click(within(dialog).getByRole('switch', { name: 'High Contrast' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Screen Reader' }));
    expect(document.documentElement).toHaveClass('a11y-high-contrast');
    await user.click(within(dialog).getByRole('button', { name: 'Close Book Appointment' }));
    await user.click(screen.getByRole('button', { name: 'Accessibility options' }));
    await panelShown();
    expect(toggle('High Contrast')).toHaveAttribute('aria-checked', 'true');
    // Still reading what the dialog showed: the floating switch says so, and a press on it stops the speech.
    expect(toggle('Screen Reader')).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle('Color Inversion'));
    await user.click(screen.getAllByRole('button', { name: 'Book an Appointment' })[0]!);
    const again = await screen.findByRole('dialog', { name: 'Book Appointment' });
    await user.click(within(again).getByRole('button', { name: 'Accessibility options' }));
    await panelShown(within(again));
    expect(within(again).getByRole('switch', { name: 'Color Inversion' })).toHaveAttribute('aria-checked', 'true');
  });

  it('read the open dialog, not the page behind it, and not the panel itself', async () => {
    const { user, dialog } = await openBooking();
    const pageTitle = screen.getByRole('heading', { level: 1 }).textContent ?? '';
    await user.click(within(dialog).getByRole('switch', { name: 'Screen Reader' }));
    expect(spoken()).toMatch(/^Book Appointment\./);
    expect(spoken()).not.toContain(pageTitle);
    expect(spoken()).not.toMatch(/^Accessibility\.$/m);
    expect(within(dialog).getByRole('switch', { name: 'Screen Reader' })).toHaveAttribute('aria-checked', 'true');
  });

  it('keep Tab inside the dialog, and Escape closes the panel before the dialog', async () => {
    const { user, dialog } = await openBooking();
    const reset = within(dialog).getByRole('button', { name: 'Reset All' });
    reset.focus();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(within(dialog).queryByRole('region', { name: 'Accessibility options' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Book Appointment' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Accessibility options' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
