import { afterEach, describe, expect, it } from 'vitest';
import { readableText } from './readable-text';

const mount = (html: string) => {
  const main = document.createElement('main');
  main.innerHTML = html;
  document.body.append(main);
  return main;
};
afterEach(() => document.body.replaceChildren());

describe('the text the Screen Reader reads', () => {
  it('leaves out JSON-LD and other scripts, so the page starts with its first visible words', () => {
    const main = mount(`
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"MedicalClinic"}</script>
      <style>.x { color: red }</style>
      <h1>ELEVATE YOUR HEALTH WITH EXPERT CARE</h1>`);
    expect(readableText(main)).toBe('ELEVATE YOUR HEALTH WITH EXPERT CARE.');
  });

  it('puts a break between blocks instead of running them together', () => {
    const main = mount(`
      <section><h2>EXPERT CARE</h2><p>11 board-certified physicians.</p></section>
      <ul><li>Diabetes</li><li>Hypertension</li></ul>`);
    expect(readableText(main)).toBe('EXPERT CARE.\n11 board-certified physicians.\nDiabetes.\nHypertension.');
  });

  it('keeps inline text of one block together', () => {
    const main = mount('<p>Call <a href="tel:+18185550142">(818) 555-0142</a> or <strong>visit</strong> us.</p>');
    expect(readableText(main)).toBe('Call (818) 555-0142 or visit us.');
  });

  it('skips hidden, aria-hidden and visually hidden content', () => {
    const main = mount(`
      <p>Shown</p>
      <p hidden>Hidden attribute</p>
      <p aria-hidden="true">Decorative duplicate</p>
      <p style="display: none">Not displayed</p>
      <p style="visibility: hidden">Invisible</p>
      <span style="position: absolute; clip: rect(0, 0, 0, 0)">Article 2 of 3</span>`);
    expect(readableText(main)).toBe('Shown.');
  });

  it('skips the labels of buttons, switches and form controls', () => {
    const main = mount(`
      <h2>MEET OUR DOCTORS</h2>
      <button type="button">BOOK AN APPOINTMENT</button>
      <div role="button">Next</div>
      <label>Search <input value="typed text"></label>
      <svg><title>Icon</title></svg>
      <p>Board-certified physicians.</p>`);
    expect(readableText(main)).toBe('MEET OUR DOCTORS.\nSearch.\nBoard-certified physicians.');
  });
});

describe('tools about the page', () => {
  it('are not read: the accessibility panel inside a dialog is not part of its text', () => {
    const main = mount('<h2>Book Appointment</h2><section data-not-read><h2>Accessibility</h2></section><p>Choose a time.</p>');
    expect(readableText(main)).toBe('Book Appointment.\nChoose a time.');
  });
});
