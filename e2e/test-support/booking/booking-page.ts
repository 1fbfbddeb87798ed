import { DEMO_NOTICE } from '@clinic/core';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations, describeViolations } from '../axe';
import type { OpenSlotRow } from './fake-athena';
import type { Visitor } from './visitor';

export const SCREENSHOT_DIR = '/tmp/booking-e2e';

export interface SearchChoice {
  iv?: boolean;
  existing?: boolean;
  location: string;
  provider?: string;
  reason?: string;
}

/** The booking dialog as a patient sees it, plus what the browser asked athena through the proxy. */
export class BookingPage {
  readonly dialog: Locator;
  /** Appointment ids the browser asked the proxy to book, in order. */
  readonly bookRequests: string[] = [];
  /** The Idempotency-Key header of each of those requests (issue #7: a retry never books twice). */
  readonly idempotencyKeys: (string | undefined)[] = [];
  /** Every open slot the proxy handed the browser. */
  readonly openSlots: OpenSlotRow[] = [];
  private shots = 0;

  constructor(
    readonly page: Page,
    private readonly name: string,
  ) {
    this.dialog = page.getByRole('dialog', { name: 'Book Appointment' });
    page.on('request', (request) => {
      const call = request.url().endsWith('/api/athena-proxy') ? (request.postDataJSON() as { url?: string; method?: string }) : undefined;
      const booked = call?.method === 'PUT' ? /^\/appointments\/(\d+)$/.exec(call.url ?? '') : null;
      if (!booked) return;
      this.bookRequests.push(booked[1]!);
      this.idempotencyKeys.push(request.headers()['idempotency-key']);
    });
    page.on('response', async (response) => {
      const call = response.url().endsWith('/api/athena-proxy') ? (response.request().postDataJSON() as { url?: string }) : undefined;
      if (!call?.url?.startsWith('/appointments/open?')) return;
      const body = (await response.json().catch(() => ({}))) as { appointments?: OpenSlotRow[] };
      this.openSlots.push(...(body.appointments ?? []));
    });
  }

  /**
   * Loads the home page and fires the site-wide event every booking button sends, as soon as the app listens: the
   * page paints before its JavaScript (decision 27), and the listener is added after hydration, so the event is
   * sent again on each poll until the dialog shows (one opening: the dialog ignores a second while it is open).
   */
  async open(url: string): Promise<void> {
    await this.page.goto(url);
    expect(await this.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
    await this.page.waitForFunction(
      () => {
        const dialogs = Array.from(document.querySelectorAll('[role="dialog"]'));
        if (dialogs.some((d) => d.textContent?.includes('Book Appointment'))) return true;
        window.dispatchEvent(new CustomEvent('openAppointmentDialog', { detail: {} }));
        return false;
      },
      undefined,
      { polling: 50 },
    );
    await this.dialog.waitFor();
  }

  /** Makes the search screen's choices (reached with "Choose a provider"), searches, and waits for the days of times. */
  async search(choice: SearchChoice): Promise<void> {
    const d = this.dialog;
    await this.chooseProviderPath();
    if (choice.iv) await d.getByRole('radio', { name: 'Book IV Service' }).check();
    if (choice.existing) await d.getByRole('radio', { name: 'Existing Patient' }).check();
    await d.getByRole('combobox', { name: 'Location' }).selectOption({ label: choice.location });
    const provider = d.getByRole('combobox', { name: 'Provider' });
    if (choice.provider) {
      await this.enabled(provider);
      await provider.selectOption({ label: choice.provider });
    }
    if (choice.reason) {
      const reason = d.getByRole('combobox', { name: 'Reason for visit' });
      await reason.locator('option', { hasText: choice.reason }).waitFor({ state: 'attached' });
      await reason.selectOption({ label: choice.reason });
    }
    const search = d.getByRole('button', { name: 'Search', exact: true });
    await this.enabled(search);
    await this.step('search');
    await search.click();
    await this.days().waitFor();
  }

  /** From the soonest times the dialog opens on to booking.md §2's search screen; nothing when already there. */
  async chooseProviderPath(): Promise<void> {
    const choose = this.dialog.getByRole('button', { name: 'Choose a provider' });
    const location = this.dialog.getByRole('combobox', { name: 'Location' });
    await choose.or(location).first().waitFor();
    if (await choose.isVisible()) await choose.click();
    await location.waitFor();
  }

  /** The time-first list the dialog opens on (issue #31). */
  soonestTimes(): Locator {
    return this.dialog.getByRole('list', { name: 'Soonest times' });
  }

  /** The labels of the time-first rows shown, in order: "9:30 AM, Monday, December 1, Elena Vasquez, MD, Glendale". */
  async soonestLabels(): Promise<string[]> {
    await this.soonestTimes().waitFor();
    return this.soonestTimes()
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  }

  /** Waits until a control is enabled (a locator wait, so it also works in hooks, unlike expect.poll). */
  private enabled(control: Locator): Promise<void> {
    return control.and(this.page.locator(':enabled')).waitFor();
  }

  days(): Locator {
    return this.dialog.getByRole('list', { name: 'Available days' });
  }

  /** The first open time's button and its accessible label, e.g. "8:00 AM, Monday, December 1". */
  async firstSlot(): Promise<{ button: Locator; label: string }> {
    const button = this.days().getByRole('button').first();
    return { button, label: (await button.getAttribute('aria-label')) ?? '' };
  }

  /** Clicks the first open time, fills step 2 and continues, axe-checking both; returns the time's label. */
  async bookFirstTimeAs(visitor: Visitor): Promise<string> {
    const { button, label } = await this.firstSlot();
    await this.step('times');
    await button.click();
    await this.fillPatient(visitor);
    await this.step('patient');
    await this.submit('Continue');
    return label;
  }

  /** Fills step 2 as the visitor types it, consents included. */
  async fillPatient(v: Visitor): Promise<void> {
    const d = this.dialog;
    await d.getByRole('heading', { name: 'Patient details' }).waitFor();
    await d.getByLabel('First name').fill(v.first);
    await d.getByLabel('Last name').fill(v.last);
    await d.getByLabel('Phone number').pressSequentially(v.phone);
    await d.getByLabel('Email').fill(v.email);
    await d.getByLabel('Date of birth').pressSequentially(v.dob.replace(/\D/g, ''));
    await d.getByRole('checkbox', { name: /at least 13 years old/ }).check();
    await d.getByRole('checkbox', { name: /receive text messages/ }).check();
  }

  async submit(label: 'Continue' | 'Book appointment'): Promise<void> {
    await this.dialog.getByRole('button', { name: label, exact: true }).click();
  }

  /** Waits for "You're all set!", the slot's clinic time in the spec's 'EEEE, MMM d - h:mm a' format, in Pacific Time, and the office card. */
  async expectConfirmation(slotLabel: string): Promise<void> {
    await this.dialog.getByRole('heading', { name: "You're all set!" }).waitFor();
    // Named in the clinics' zone, since the booking tests' browser is in Asia/Tokyo.
    await expect.poll(() => this.dialog.getByText(`${confirmationWhen(slotLabel)} Pacific Time`, { exact: true }).count()).toBe(1);
    // The office card: the address with the city as people write it, and the map at zoom 15, 300 px high (§9).
    const address = (await this.dialog.locator('address').textContent()) ?? '';
    expect(address).toMatch(/^.+, [A-Z][a-z]+( [A-Z][a-z]+)*, CA \d{5}$/);
    const map = this.dialog.getByTitle(`Map of ${address}`);
    expect([await map.getAttribute('height'), new URL((await map.getAttribute('src')) ?? '').searchParams.get('z')]).toEqual(['300', '15']);
    // The booking tests run the demo server: its confirmation says the appointment is not real.
    expect(await this.dialog.getByText(DEMO_NOTICE, { exact: true }).count()).toBe(1);
    await this.step('confirmation');
  }

  /** One step of a scenario: axe-core clean (WCAG 2.1 A/AA) and a screenshot in /tmp for a human look. */
  async step(name: string): Promise<void> {
    await this.expectAxeClean(name);
    await this.screenshot(name);
  }

  async expectAxeClean(name: string): Promise<void> {
    expect(describeViolations(await axeViolations(this.page)), `axe on ${name}`).toEqual([]);
  }

  /** A full-window screenshot in /tmp/booking-e2e, numbered in scenario order. */
  async screenshot(name: string): Promise<void> {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const width = this.page.viewportSize()?.width ?? 0;
    this.shots += 1;
    await this.page.screenshot({ path: `${SCREENSHOT_DIR}/${this.name}-${width}-${this.shots}-${name}.png` });
  }
}

/** "8:00 AM, Monday, December 1" → "Monday, Dec 1 - 8:00 AM" (booking.md §9 display format). */
export function confirmationWhen(slotLabel: string): string {
  const [time, weekday, monthDay] = slotLabel.split(', ');
  return `${weekday}, ${(monthDay ?? '').replace(/^(\w{3})\w* /, '$1 ')} - ${time}`;
}
