import { describe, expect, it } from 'vitest';
import type { Department } from '../model';
import { capitalizeCity, groupDepartmentsByCity } from './department-grouping';

const dept = (id: string, city: string, providerlist?: string[]): Department => ({
  departmentid: id,
  name: `Dept ${id}`,
  address: '1 Main St',
  city,
  state: 'CA',
  zip: '91203',
  ...(providerlist ? { providerlist } : {}),
});

describe('department grouping', () => {
  it('groups bookable departments under their capitalized city, in first-seen order', () => {
    const groups = groupDepartmentsByCity([dept('1', 'GLENDALE', ['10']), dept('2', 'la canada', ['11']), dept('3', 'Glendale', ['12'])]);
    expect(groups.map((g) => [g.city, g.departments.map((d) => d.departmentid)])).toEqual([
      ['Glendale', ['1', '3']],
      ['La Canada', ['2']],
    ]);
  });

  it('drops departments without a provider list or with an empty one', () => {
    const groups = groupDepartmentsByCity([dept('1', 'Burbank'), dept('2', 'Burbank', []), dept('3', 'Burbank', ['7'])]);
    expect(groups).toEqual([{ city: 'Burbank', departments: [expect.objectContaining({ departmentid: '3' })] }]);
  });

  it('files a department without a city under "Unknown"', () => {
    expect(groupDepartmentsByCity([dept('9', '  ', ['1'])])[0]?.city).toBe('Unknown');
    expect(capitalizeCity(undefined)).toBe('Unknown');
  });
});
