import { describe, expect, it } from 'vitest';
import { services } from '../../../content/services';
import { byTitle } from './by-title';

const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

describe('byTitle, the services carousel order', () => {
  it('puts the whole catalogue in the order the locale-aware comparison gives', () => {
    const expected = titles(services).sort((a, b) => a.localeCompare(b));
    expect(titles([...services].sort(byTitle))).toEqual(expected);
  });

  it('ignores case, as alphabetical order does ("EKG" after "Diabetes", "IV" before "Men")', () => {
    const sorted = [{ title: 'Men’s Health' }, { title: 'EKG' }, { title: 'IV Therapy' }, { title: 'diabetes' }].sort(byTitle);
    expect(titles(sorted)).toEqual(['diabetes', 'EKG', 'IV Therapy', 'Men’s Health']);
  });
});
