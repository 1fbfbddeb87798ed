import type { Department, DepartmentGroup } from '../model';

/** A department nobody sees patients in (no providerlist) cannot be booked, so it never shows (booking.md §4). */
export function isBookableDepartment(department: Department): boolean {
  return (department.providerlist?.length ?? 0) > 0;
}

/** The Location dropdown: bookable departments grouped by capitalized city (booking.md §4). */
export function groupDepartmentsByCity(departments: readonly Department[]): DepartmentGroup[] {
  const groups = new Map<string, Department[]>();
  for (const d of departments) {
    if (!isBookableDepartment(d)) continue;
    const city = capitalizeCity(d.city);
    const list = groups.get(city);
    if (list) list.push(d);
    else groups.set(city, [d]);
  }
  return [...groups].map(([city, list]) => ({ city, departments: list }));
}

/** "LA CANADA" and "la canada" both read "La Canada"; a blank city is "Unknown". */
export function capitalizeCity(city: string | undefined | null): string {
  const words = (city ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Unknown';
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}
