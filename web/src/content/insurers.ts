// Insurers named by the site (website.md §9), each with an original text wordmark (no real logo is copied).
import type { Insurer } from './types';

const NAMES = ['AARP', 'Aetna', 'Cigna', 'HealthNet', 'Medicare', 'Tricare', 'UnitedHealthcare'] as const;

export const insurers: Insurer[] = NAMES.map((name) => ({
  name,
  logo: `/images/insurers/${name.toLowerCase()}.svg`,
  width: 160,
  height: 48,
}));
